\ The HTTP vocabulary in a session without --allow-host, and its misuse.

\ ### without --allow-host the network is closed
ALSO HTTP
S" https://example.com/" HTTP-GET . . HTTP-ERROR TYPE CR
S" http://127.0.0.1/" S" body" HTTP-POST . . HTTP-ERROR TYPE
\ --- want
\ -260 0 the network is closed: the server was started without --allow-host
\ -260 0 the network is closed: the server was started without --allow-host ok
\ stack: empty

\ ### only http and https
ALSO HTTP
S" file:///etc/passwd" HTTP-GET . . HTTP-ERROR TYPE CR
S" gopher://example.com/" HTTP-GET . . HTTP-ERROR TYPE
\ --- want
\ -260 0 the URL "file:///etc/passwd": only http and https URLs can be requested
\ -260 0 the URL "gopher://example.com/": only http and https URLs can be requested ok
\ stack: empty

\ ### a URL without a host
ALSO HTTP
S" http:///path" HTTP-GET . . HTTP-ERROR TYPE CR
S" ::not a url" HTTP-GET . . HTTP-ERROR TYPE
\ --- want
\ -265 0 the URL "http:///path" has no host
\ -265 0 the URL "::not a url": missing protocol scheme ok
\ stack: empty

\ ### a header name must be a token
ALSO HTTP
S" Bad Name" S" x" HTTP-HEADER
\ --- want
\ error -266: invalid argument: HTTP-HEADER: "Bad Name" is not a header name
\ at input, line 2, column 20: HTTP-HEADER
\ in: HTTP-HEADER
\ stack at the error: empty
\ stack: empty

\ ### a header value cannot hold a line break
ALSO HTTP
S" X-Test" S\" a\r\nInjected: yes" HTTP-HEADER
\ --- want
\ error -266: invalid argument: HTTP-HEADER: the value of X-Test holds a line break or NUL
\ at input, line 2, column 36: HTTP-HEADER
\ in: HTTP-HEADER
\ stack at the error: empty
\ stack: empty

\ ### a response handle that is not open
ALSO HTTP
7 HTTP-STATUS
\ --- want
\ error -266: invalid argument: 7 is not an open response (HTTP-GET and HTTP-POST give one, HTTP-CLOSE ends it)
\ at input, line 2, column 3: HTTP-STATUS
\ in: HTTP-STATUS
\ stack at the error: empty
\ stack: empty
