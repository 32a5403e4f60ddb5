\ The tester: T{ code -> expected }T, counted in the call's result; failures
\ print a line naming the place and the group.

\ ### a passing and a failing test, in a group
ALSO TESTING
TESTING sums
T{ 1 2 + -> 3 }T
T{ 1 1 + -> 3 }T
\ --- want
\ tests: 1 passed, 1 failed
\ FAIL input:4 (sums): incorrect result: expected <1> 3, got <1> 2
\  ok
\ stack: empty

\ ### wrong number of results
ALSO TESTING
T{ 1 2 -> 1 }T
\ --- want
\ tests: 0 passed, 1 failed
\ FAIL input:2: wrong number of results: expected <1> 1, got <2> 1 2
\  ok
\ stack: empty

\ ### the stack below the test stays
ALSO TESTING
7 T{ 1 -> 1 }T
\ --- want
\ tests: 1 passed, 0 failed
\  ok
\ stack: 7

\ ### the code takes a cell from below T{
ALSO TESTING
7 T{ DROP -> }T
\ --- want
\ tests: 0 passed, 1 failed
\ FAIL input:2: wrong number of results: expected <0>, got <-1>
\  ok
\ stack: empty

\ ### floats are compared too
ALSO TESTING
T{ 1E 2 -> 1E 2 }T
T{ 1E -> 2E }T
T{ 1E -> 1E 2E }T
T{ 0E 0E -> 0E 0E }T
\ --- want
\ tests: 2 passed, 2 failed
\ FAIL input:3: incorrect result: expected <0> floats <1> 2, got <0> floats <1> 1
\ FAIL input:4: wrong number of results: expected <0> floats <2> 1 2, got <0> floats <1> 1
\  ok
\ stack: empty

\ ### -> without T{
ALSO TESTING
1 -> 1 }T
\ --- want
\ error -266: invalid argument: -> needs T{ before it: T{ code -> expected results }T
\ at input, line 2, column 3: ->
\ in: ->
\ stack at the error: 1
\ stack: empty

\ ### }T without ->
ALSO TESTING
T{ 1 }T
\ --- want
\ tests: 0 passed, 1 failed
\ FAIL input:2: the code threw -266 invalid argument: }T needs T{ and -> before it: T{ code -> expected results }T
\  ok
\ stack: empty

\ ### the group stays for later tests in a definition
ALSO TESTING
TESTING squares
: SQ DUP * ;
: CHECKS T{ 3 SQ -> 9 }T T{ 4 SQ -> 15 }T ;
CHECKS
\ --- want
\ tests: 1 passed, 1 failed
\ FAIL input:5 (squares): incorrect result: expected <1> 15, got <1> 16
\  ok
\ stack: empty

\ ### without ALSO, TESTING selects the word list
TESTING sums
\ --- want
\ error -13: undefined word: SUMS
\ at input, line 1, column 9: sums
\ stack at the error: empty
\ stack: empty

\ ### a test whose code throws fails, and the tests after it run
ALSO TESTING
TESTING division
T{ 1 0 / -> 0 }T
T{ 6 3 / -> 2 }T  T{ 1 2 + -> 4 }T
\ --- want
\ tests: 1 passed, 2 failed
\ FAIL input:3 (division): the code threw -10 division by zero
\ FAIL input:4 (division): incorrect result: expected <1> 4, got <1> 3
\  ok
\ stack: empty

\ ### a test that throws keeps the stack below it
ALSO TESTING
7 T{ 1 0 / -> 0 }T  8
\ --- want
\ tests: 0 passed, 1 failed
\ FAIL input:2: the code threw -10 division by zero
\  ok
\ stack: 7 8

\ ### TESTING names the group for its own call only
ALSO TESTING
TESTING first
T{ 1 -> 2 }T
\ --- next call
T{ 1 -> 2 }T
\ --- want
\ tests: 0 passed, 1 failed
\ FAIL input:3 (first): incorrect result: expected <1> 2, got <1> 1
\  ok
\ stack: empty
\ tests: 0 passed, 1 failed
\ FAIL input:1: incorrect result: expected <1> 2, got <1> 1
\  ok
\ stack: empty

\ ### T{ compiled into a definition runs as it comes
ALSO TESTING
: CHECK-ADD T{ 1 2 + -> 3 }T ;  CHECK-ADD
\ --- want
\ tests: 1 passed, 0 failed
\  ok
\ stack: empty
