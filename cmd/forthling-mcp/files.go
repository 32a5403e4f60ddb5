package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"net/url"
	"path"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/forthling/forthling/core"
)

// The session's files are MCP resources: resources/list names them with
// their sizes and MIME types, resources/read gives a text or a base64 blob,
// and the server sends notifications/resources/list_changed when a call
// adds, removes or resizes one. A forth_eval that changes files answers
// with a link to each, the images among them as image content too, and
// their list in structuredContent's "files", which is all some clients
// show the model (the README says which).

const (
	// fileURIPrefix starts the URI of each file: forthling://files/NAME.
	fileURIPrefix = "forthling://files/"
	// maxImages and maxImageSize bound the images one answer carries.
	maxImages    = 8
	maxImageSize = 1 << 20
)

// fileLink is a file a call changed, as structuredContent lists it.
type fileLink struct {
	Name     string `json:"name"`
	URI      string `json:"uri"`
	MIMEType string `json:"mime_type"`
	Size     int64  `json:"size"`
	// Deleted: the call deleted the file or renamed it away.
	Deleted bool `json:"deleted,omitempty"`
	// Image says whether an image came with the answer: "sent", or why not.
	Image string `json:"image,omitempty"`
}

// fileResources publishes one session's files as resources.
type fileResources struct {
	srv     *server.MCPServer
	session *core.Session
	// global: the server's resources are the session's (stdio, one
	// session); otherwise only a client session's own may hold them
	global bool
	mu     sync.Mutex
	listed map[string]int64 // the size of each file as last listed, by URI
}

func newFileResources(srv *server.MCPServer, session *core.Session, global bool) *fileResources {
	return &fileResources{srv: srv, session: session, global: global, listed: map[string]int64{}}
}

// fileURI is the URI of a session file: each part of its name escaped.
func fileURI(name string) string {
	parts := strings.Split(name, "/")
	for i, p := range parts {
		parts[i] = url.PathEscape(p)
	}
	return fileURIPrefix + strings.Join(parts, "/")
}

// mimeTypes are the MIME types of the file names' extensions; other files
// are application/octet-stream.
var mimeTypes = map[string]string{
	".txt": "text/plain", ".fth": "text/plain", ".fs": "text/plain", ".4th": "text/plain",
	".f": "text/plain", ".log": "text/plain", ".md": "text/markdown", ".csv": "text/csv",
	".tsv": "text/tab-separated-values", ".json": "application/json", ".xml": "application/xml",
	".html": "text/html", ".htm": "text/html", ".css": "text/css", ".js": "text/javascript",
	".yaml": "application/yaml", ".yml": "application/yaml", ".sql": "application/sql",
	".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg",
	".gif": "image/gif", ".webp": "image/webp", ".pdf": "application/pdf",
	".db": "application/vnd.sqlite3", ".sqlite": "application/vnd.sqlite3",
}

func mimeType(name string) string {
	if t, ok := mimeTypes[strings.ToLower(path.Ext(name))]; ok {
		return t
	}
	return "application/octet-stream"
}

// isText: a file of the MIME type is read as text (when it is UTF-8).
func isText(mime string) bool {
	return strings.HasPrefix(mime, "text/") || mime == "application/json" || mime == "application/xml" ||
		mime == "application/yaml" || mime == "application/sql" || mime == "image/svg+xml"
}

// isImage: a file of the MIME type comes with the answer as image content
// (SVG is text to a model).
func isImage(mime string) bool {
	return strings.HasPrefix(mime, "image/") && mime != "image/svg+xml"
}

// looksLike reports whether data starts as images of the MIME type do.
func looksLike(data []byte, mime string) bool {
	switch mime {
	case "image/png":
		return bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n"))
	case "image/jpeg":
		return bytes.HasPrefix(data, []byte{0xff, 0xd8, 0xff})
	case "image/gif":
		return bytes.HasPrefix(data, []byte("GIF87a")) || bytes.HasPrefix(data, []byte("GIF89a"))
	case "image/webp":
		return len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP"
	}
	return false
}

func (fr *fileResources) resource(f core.FileInfo) server.ServerResource {
	name := f.Name
	size := f.Size
	r := mcp.Resource{URI: fileURI(name), Name: name, MIMEType: mimeType(name), Size: &size,
		Description: "a file of the Forth session"}
	return server.ServerResource{Resource: r, Handler: func(context.Context, mcp.ReadResourceRequest) ([]mcp.ResourceContents, error) {
		return fr.read(name)
	}}
}

// read gives a file's contents: text for text types in UTF-8, else base64.
func (fr *fileResources) read(name string) ([]mcp.ResourceContents, error) {
	data, err := fr.session.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v (the session no longer has it: resources/list lists its files)", server.ErrResourceNotFound, name, err)
	}
	uri, mime := fileURI(name), mimeType(name)
	if isText(mime) && utf8.Valid(data) {
		return []mcp.ResourceContents{mcp.TextResourceContents{URI: uri, MIMEType: mime, Text: string(data)}}, nil
	}
	return []mcp.ResourceContents{mcp.BlobResourceContents{URI: uri, MIMEType: mime, Blob: base64.StdEncoding.EncodeToString(data)}}, nil
}

// sync makes the resources the session's files: the client of the call
// (ctx) is told when the list changed. Over a transport whose sessions
// hold resources of their own (HTTP), they are that client's only; an HTTP
// exchange without a session (protocol 2026-07-28) has nowhere to keep
// them, and its answers' links and images are all it gets.
func (fr *fileResources) sync(ctx context.Context) {
	fr.mu.Lock()
	defer fr.mu.Unlock()
	now := map[string]int64{}
	var added []server.ServerResource
	for _, f := range fr.session.Files() {
		uri := fileURI(f.Name)
		now[uri] = f.Size
		if size, ok := fr.listed[uri]; !ok || size != f.Size {
			added = append(added, fr.resource(f))
		}
	}
	var gone []string
	for uri := range fr.listed {
		if _, ok := now[uri]; !ok {
			gone = append(gone, uri)
		}
	}
	fr.listed = now
	own, _ := server.ClientSessionFromContext(ctx).(server.SessionWithResources)
	if own == nil && !fr.global {
		// a call over HTTP without a client session: the resources of the
		// server are every client's, so this session's files are not
		// among them
		return
	}
	if len(gone) > 0 {
		if own != nil {
			fr.srv.DeleteSessionResources(own.SessionID(), gone...)
		} else {
			fr.srv.DeleteResources(gone...)
		}
	}
	if len(added) > 0 {
		if own != nil {
			fr.srv.AddSessionResources(own.SessionID(), added...)
		} else {
			fr.srv.AddResources(added...)
		}
	}
}

// answer completes forth_eval's answer to a call that changed files: a
// line of text for each, its image, a link to it, and the list in
// structuredContent. Then the resources follow the files.
func (fr *fileResources) answer(ctx context.Context, res *mcp.CallToolResult, a *evalAnswer) {
	defer fr.sync(ctx)
	changed := fr.session.ChangedFiles()
	if len(changed) == 0 {
		return
	}
	sizes := map[string]int64{}
	for _, f := range fr.session.Files() {
		sizes[f.Name] = f.Size
	}
	var text strings.Builder
	var images, links []mcp.Content
	files := make([]fileLink, 0, len(changed))
	for _, name := range changed {
		size, exists := sizes[name]
		link := fileLink{Name: name, URI: fileURI(name), MIMEType: mimeType(name), Size: size, Deleted: !exists}
		if !exists {
			fmt.Fprintf(&text, "file %s: deleted\n", name)
			files = append(files, link)
			continue
		}
		fmt.Fprintf(&text, "file %s: %s, %d bytes, %s\n", name, link.MIMEType, size, link.URI)
		if isImage(link.MIMEType) {
			switch data, err := fr.session.ReadFile(name); {
			case err != nil:
				link.Image = "not sent: " + err.Error()
			case len(images) == maxImages:
				link.Image = fmt.Sprintf("not sent: an answer carries at most %d images; resources/read of %s gives it", maxImages, link.URI)
			case !looksLike(data, link.MIMEType):
				// a client, or the model's API, may refuse the whole answer for a broken image
				link.Image = fmt.Sprintf("not sent: its bytes are not %s", link.MIMEType)
			case size > maxImageSize:
				link.Image = fmt.Sprintf("not sent: %d bytes, and an image in an answer is at most %d; make it smaller (PLOT-SIZE), or resources/read of %s gives it", size, maxImageSize, link.URI)
			default:
				link.Image = "sent"
				images = append(images, mcp.NewImageContent(base64.StdEncoding.EncodeToString(data), link.MIMEType))
			}
			if link.Image != "sent" {
				fmt.Fprintf(&text, "error: image %s %s\n", name, link.Image)
			}
		}
		rl := mcp.NewResourceLink(link.URI, name, "a file of the Forth session", link.MIMEType)
		rl.Size = &size
		links = append(links, rl)
		files = append(files, link)
	}
	res.Content = append(res.Content, mcp.NewTextContent(text.String()))
	res.Content = append(res.Content, images...)
	res.Content = append(res.Content, links...)
	a.Files = files
}

// changedFiles is the schema of structuredContent's "files".
func changedFiles() schema {
	return arrayOf(object(schema{
		"name":      str("the file's name in the session"),
		"uri":       str("its resource: resources/read gives its contents"),
		"mime_type": str("its MIME type, from its extension"),
		"size":      integer("its size in bytes"),
		"deleted":   boolean("the call deleted it or renamed it away"),
		"image":     str(`for an image: "sent" when it came with the answer as image content, else why not`),
	}, "name", "uri", "mime_type", "size"), "the files the call wrote, made, deleted or renamed (those put by the files argument too), when there are any")
}
