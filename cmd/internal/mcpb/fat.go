package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"fmt"
)

// universal joins Mach-O binaries of different processors into one
// universal ("fat") binary, as Apple's lipo does, so that one file runs on
// both Apple silicon and Intel Macs. The format: a big-endian header (the
// magic number and how many binaries), an entry for each (processor type
// and subtype, offset, size, alignment as a power of two), then each binary
// at its aligned offset.
func universal(binaries ...[]byte) ([]byte, error) {
	const (
		headerSize = 8
		entrySize  = 20
	)
	type slice struct {
		cpu, subCPU uint32
		align       uint32
		data        []byte
	}
	var slices []slice
	for i, b := range binaries {
		f, err := macho.NewFile(bytes.NewReader(b))
		if err != nil {
			return nil, fmt.Errorf("binary %d is not a Mach-O file: %v", i+1, err)
		}
		align := uint32(12) // 4K pages on Intel
		if f.Cpu == macho.CpuArm64 {
			align = 14 // 16K pages on Apple silicon
		}
		slices = append(slices, slice{uint32(f.Cpu), f.SubCpu, align, b})
	}
	var header, body bytes.Buffer
	be := binary.BigEndian
	header.Write(be.AppendUint32(nil, macho.MagicFat))
	header.Write(be.AppendUint32(nil, uint32(len(slices))))
	offset := uint32(headerSize + entrySize*len(slices))
	for _, s := range slices {
		aligned := (offset + 1<<s.align - 1) &^ (1<<s.align - 1)
		body.Write(make([]byte, aligned-offset))
		for _, v := range []uint32{s.cpu, s.subCPU, aligned, uint32(len(s.data)), s.align} {
			header.Write(be.AppendUint32(nil, v))
		}
		body.Write(s.data)
		offset = aligned + uint32(len(s.data))
	}
	return append(header.Bytes(), body.Bytes()...), nil
}
