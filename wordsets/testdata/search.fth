\ The search order and word lists, with the extensions.

\ ### the order at the start
GET-ORDER . FORTH-WORDLIST = . GET-CURRENT FORTH-WORDLIST = . ORDER
\ --- want
\ 1 -1 -1 FORTH  definitions: FORTH
\  ok
\ stack: empty

\ ### definitions go into the current word list
WORDLIST CONSTANT mine
mine SET-CURRENT : hidden 42 ; FORTH-WORDLIST SET-CURRENT
S" hidden" mine SEARCH-WORDLIST . EXECUTE .
S" hidden" FORTH-WORDLIST SEARCH-WORDLIST .
\ --- want
\ -1 42 0  ok
\ stack: empty

\ ### set-order and get-order
WORDLIST CONSTANT mine
mine SET-CURRENT : w ." mine " ; FORTH-WORDLIST SET-CURRENT
: w ." forth " ;
w FORTH-WORDLIST mine 2 SET-ORDER w GET-ORDER . mine = . FORTH-WORDLIST = .
-1 SET-ORDER w GET-ORDER .  DROP
\ --- want
\ forth mine 2 -1 -1 forth 1  ok
\ stack: empty

\ ### also only previous definitions forth
WORDLIST CONSTANT mine
ALSO GET-ORDER . 2DROP ONLY GET-ORDER . DROP
ALSO GET-ORDER . 2DROP PREVIOUS GET-ORDER . DROP
GET-ORDER mine SWAP 1+ SET-ORDER DEFINITIONS : in-mine ; GET-CURRENT mine = .
ONLY FORTH DEFINITIONS GET-CURRENT FORTH-WORDLIST = .
\ --- want
\ 2 1 2 1 -1 -1  ok
\ stack: empty

\ ### search-wordlist answers immediacy [gforth]
S" IF" FORTH-WORDLIST SEARCH-WORDLIST . DROP
S" DUP" FORTH-WORDLIST SEARCH-WORDLIST . DROP
S" no-such-word" FORTH-WORDLIST SEARCH-WORDLIST .
S" dup" FORTH-WORDLIST SEARCH-WORDLIST . DROP
\ --- want
\ 1 -1 0 -1  ok
\ stack: empty

\ ### order names the word lists
WORDLIST DROP WORDLIST CONSTANT w2 GET-ORDER w2 SWAP 1+ SET-ORDER DEFINITIONS ORDER
\ --- want
\ WORDLIST-2 FORTH  definitions: WORDLIST-2
\  ok
\ stack: empty

\ ### vocabulary
VOCABULARY tools2
ALSO tools2 DEFINITIONS : helper ." helped " ; PREVIOUS DEFINITIONS
ALSO tools2 helper ORDER PREVIOUS
\ --- next call
helper
\ --- want
\ helped TOOLS2 FORTH  definitions: FORTH
\  ok
\ stack: empty
\ error -13: undefined word: HELPER (it is in the word list TOOLS2; ALSO TOOLS2 finds it)
\ at input, line 1, column 1: helper
\ stack at the error: empty
\ stack: empty

\ ### a word of a word list outside the order gets a hint
WORDLIST CONSTANT w  w SET-CURRENT : deep ; FORTH-WORDLIST SET-CURRENT
deep
\ --- want
\ error -13: undefined word: DEEP (it is in the word list WORDLIST-1, which is not in the search order; SET-ORDER puts it there)
\ at input, line 2, column 1: deep
\ stack at the error: empty
\ stack: empty

\ ### previous of an empty order
ONLY PREVIOUS PREVIOUS
\ --- want
\ error -13: undefined word: PREVIOUS (the search order is empty (0 SET-ORDER), so no word is found; only resetting the session brings FORTH back)
\ at input, line 1, column 15: PREVIOUS
\ stack at the error: empty
\ stack: empty

\ ### set-order of too many word lists
: t FORTH-WORDLIST 17 0 DO DUP LOOP 17 SET-ORDER ; t
\ --- want
\ error -49: search-order overflow: 17 word lists, at most 16
\ at input, line 1, column 52: t
\ in: T > SET-ORDER
\ stack at the error: 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592 8589934592
\ stack: empty

\ ### set-order of something that is not a word list
12345 1 SET-ORDER
\ --- want
\ error -32: invalid name argument: 12345 is not a word list id
\ at input, line 1, column 9: SET-ORDER
\ in: SET-ORDER
\ stack at the error: 12345
\ stack: empty

\ ### an empty order finds no word
0 SET-ORDER 1 2 + .
\ --- want
\ error -13: undefined word: + (the search order is empty (0 SET-ORDER), so no word is found; only resetting the session brings FORTH back)
\ at input, line 1, column 17: +
\ stack at the error: 1 2
\ stack: empty

\ ### an error leaves the search order as it was
WORDLIST CONSTANT w GET-ORDER w SWAP 1+ SET-ORDER DEFINITIONS 1 0 /
\ --- next call
GET-ORDER . w = . FORTH-WORDLIST = . GET-CURRENT w = .
\ --- want
\ error -10: division by zero
\ at input, line 1, column 67: /
\ in: /
\ stack at the error: empty
\ stack: empty
\ 2 -1 -1 -1  ok
\ stack: empty
