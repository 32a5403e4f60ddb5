//go:build !noplot

package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image/png"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// changedFiles decodes structuredContent's "files".
func changedFilesOf(t *testing.T, r *mcp.CallToolResult) []fileLink {
	t.Helper()
	raw, err := json.Marshal(r.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	var answer struct {
		Files []fileLink `json:"files"`
	}
	if err := json.Unmarshal(raw, &answer); err != nil {
		t.Fatal(err)
	}
	return answer.Files
}

const plotCode = `ALSO PLOT CREATE YS 1e F, 4e F, 2e F,  YS 3 S" y" PLOT-LINE `

func TestAPlotComesBackAsAnImageAndAResource(t *testing.T) {
	c := startGoClient(t)
	r := c.eval(plotCode + `S" plots/a.png" PLOT-PNG  S" notes.csv" W/O CREATE-FILE THROW DUP S\" x,y\n1,2\n" ROT WRITE-FILE THROW CLOSE-FILE THROW`)
	if r.IsError {
		t.Fatalf("%+v", r.Content)
	}
	texts, images, links := parts(r)
	if len(texts) != 2 || texts[0] != " ok\nstack: empty\n" || !strings.Contains(texts[1], "file plots/a.png: image/png, ") || !strings.Contains(texts[1], "forthling://files/plots/a.png") {
		t.Errorf("texts %q", texts)
	}
	if len(images) != 1 || images[0].MIMEType != "image/png" {
		t.Fatalf("images %+v", images)
	}
	pngBytes, err := base64.StdEncoding.DecodeString(images[0].Data)
	if err != nil {
		t.Fatal(err)
	}
	if img, err := png.Decode(bytes.NewReader(pngBytes)); err != nil || img.Bounds().Dx() != 800 {
		t.Fatalf("the image is no 800 pixels wide PNG: %v", err)
	}
	var linked []string
	for _, l := range links {
		linked = append(linked, l.URI+" "+l.MIMEType+" "+fmt.Sprint(*l.Size))
	}
	want := []string{"forthling://files/notes.csv text/csv 8", fmt.Sprintf("forthling://files/plots/a.png image/png %d", len(pngBytes))}
	if !slices.Equal(linked, want) {
		t.Errorf("links %q, want %q", linked, want)
	}
	files := changedFilesOf(t, r)
	if len(files) != 2 || files[1].Name != "plots/a.png" || files[1].Image != "sent" || files[0].Image != "" {
		t.Errorf("structured files %+v", files)
	}
	c.waitFor(1)

	// the resources list the files and read them
	list, err := c.ListResources(context.Background(), mcp.ListResourcesRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	for _, res := range list.Resources {
		listed = append(listed, res.Name+" "+res.MIMEType+" "+fmt.Sprint(*res.Size))
	}
	if want := []string{"notes.csv text/csv 8", fmt.Sprintf("plots/a.png image/png %d", len(pngBytes))}; !slices.Equal(listed, want) {
		t.Errorf("resources %q, want %q", listed, want)
	}
	read := func(uri string) mcp.ResourceContents {
		t.Helper()
		req := mcp.ReadResourceRequest{}
		req.Params.URI = uri
		got, err := c.ReadResource(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		if len(got.Contents) != 1 {
			t.Fatalf("%s: %d contents", uri, len(got.Contents))
		}
		return got.Contents[0]
	}
	if text, ok := read("forthling://files/notes.csv").(mcp.TextResourceContents); !ok || text.Text != "x,y\n1,2\n" || text.MIMEType != "text/csv" {
		t.Errorf("notes.csv reads as %+v", text)
	}
	blob, ok := read("forthling://files/plots/a.png").(mcp.BlobResourceContents)
	if !ok || blob.Blob != images[0].Data {
		t.Errorf("the PNG resource is not the image of the answer")
	}

	// a call that changes no file says nothing of files, and the list stays
	r = c.eval("1 .")
	if texts, _, _ := parts(r); len(texts) != 1 || len(r.Content) != 1 || changedFilesOf(t, r) != nil {
		t.Errorf("a call without files answers %+v", r.Content)
	}
	// a deleted file is said to be, and leaves the list
	r = c.eval(`S" notes.csv" DELETE-FILE THROW`)
	if files := changedFilesOf(t, r); len(files) != 1 || !files[0].Deleted {
		t.Errorf("deleted: %+v", files)
	}
	c.waitFor(2)
	list, _ = c.ListResources(context.Background(), mcp.ListResourcesRequest{})
	if len(list.Resources) != 1 {
		t.Errorf("after a delete the resources are %+v", list.Resources)
	}
	req := mcp.ReadResourceRequest{}
	req.Params.URI = "forthling://files/notes.csv"
	if _, err := c.ReadResource(context.Background(), req); err == nil {
		t.Errorf("a deleted file still reads")
	}
	// forth_reset empties the list
	reset := mcp.CallToolRequest{}
	reset.Params.Name = "forth_reset"
	if _, err := c.CallTool(context.Background(), reset); err != nil {
		t.Fatal(err)
	}
	c.waitFor(3)
	if list, _ = c.ListResources(context.Background(), mcp.ListResourcesRequest{}); len(list.Resources) != 0 {
		t.Errorf("after forth_reset the resources are %+v", list.Resources)
	}
}

func TestImagesBeyondTheBoundsAreRefused(t *testing.T) {
	c := startGoClient(t, "--memory", "4M")
	var plots strings.Builder
	for i := 1; i <= 9; i++ {
		fmt.Fprintf(&plots, `S" p%d.png" PLOT-PNG `, i)
	}
	// a file of a PNG's name that holds no PNG, and a PNG too large to send
	r := c.eval(plotCode + plots.String() + `S" fake.png" W/O CREATE-FILE THROW CLOSE-FILE THROW
: BIG ( -- ) 1200000 DUP ALLOCATE THROW  DUP 8 S" p1.png" R/O OPEN-FILE THROW DUP >R READ-FILE THROW DROP R> CLOSE-FILE THROW
  SWAP S" big.png" W/O CREATE-FILE THROW DUP >R WRITE-FILE THROW R> CLOSE-FILE THROW ; BIG`)
	if r.IsError {
		t.Fatalf("%+v", r.Content)
	}
	texts, images, links := parts(r)
	if len(images) != 8 || len(links) != 11 {
		t.Fatalf("%d images and %d links, want 8 and 11", len(images), len(links))
	}
	for _, want := range []string{
		"error: image fake.png not sent: its bytes are not image/png",
		"error: image p9.png not sent: an answer carries at most 8 images; resources/read of forthling://files/p9.png gives it",
		"error: image big.png not sent: 1200000 bytes, and an image in an answer is at most 1048576",
	} {
		if !strings.Contains(texts[1], want) {
			t.Errorf("the text\n%s\nsays nothing like\n%s", texts[1], want)
		}
	}
	files := changedFilesOf(t, r)
	if files[0].Name != "big.png" || !strings.HasPrefix(files[0].Image, "not sent: 1200000 bytes") || files[10].Name != "p9.png" || !strings.HasPrefix(files[10].Image, "not sent") {
		t.Errorf("structured files %+v", files)
	}
}

// parts sorts an answer's content by kind.
func parts(r *mcp.CallToolResult) (texts []string, images []mcp.ImageContent, links []mcp.ResourceLink) {
	for _, c := range r.Content {
		switch c := c.(type) {
		case mcp.TextContent:
			texts = append(texts, c.Text)
		case mcp.ImageContent:
			images = append(images, c)
		case mcp.ResourceLink:
			links = append(links, c)
		}
	}
	return
}

// waitFor waits until the count of list_changed notifications reaches n.
func (c *goClient) waitFor(n int64) {
	c.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for c.listChanged.Load() < n {
		if time.Now().After(deadline) {
			c.t.Fatalf("%d notifications that the resource list changed, want %d", c.listChanged.Load(), n)
		}
		time.Sleep(5 * time.Millisecond)
	}
}
