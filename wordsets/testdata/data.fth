\ DATA: the call's data, copied into ALLOCATEd memory.

\ ### data is read as a string [data=hello,world]
DATA TYPE
\ --- want
\ hello,world ok
\ stack: empty

\ ### no data is an empty string
DATA NIP .
\ --- want
\ 0  ok
\ stack: empty

\ ### each DATA is a fresh copy [data=abc]
DATA DATA DROP SWAP DROP = .
\ --- want
\ 0  ok
\ stack: empty
