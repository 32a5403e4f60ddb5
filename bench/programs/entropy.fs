\ Logarithms over float arrays: the Shannon entropy of Zipf-like
\ distributions, and a log-sum-exp kept stable by its maximum.

[UNDEFINED] entropy-runs [IF] 1500 CONSTANT entropy-runs [THEN]

1000 CONSTANT buckets
CREATE weights buckets FLOATS ALLOT
: weight ( i -- addr ) FLOATS weights + ;

\ weights[i] = (i+1)^-s, as exp(-s * ln(i+1))
: zipf ( F: s -- )
  buckets 0 DO  I 1+ S>F FLN FOVER F* FNEGATE FEXP  I weight F!  LOOP FDROP ;

: total ( F: -- sum ) 0e buckets 0 DO I weight F@ F+ LOOP ;

FVARIABLE sum
\ -sum p ln p, with p = w / total
: entropy ( F: -- h )
  total sum F!  0e buckets 0 DO
    I weight F@ sum F@ F/  FDUP FLN F*  F-
  LOOP ;

\ ln sum exp(x_i) for x_i = ln w_i * 30, shifted by the largest
: logsumexp ( F: -- r )
  buckets 0 DO I weight F@ FLN 30e F* I weight F! LOOP
  0 weight F@  buckets 1 DO I weight F@ FMAX LOOP
  0e buckets 0 DO I weight F@ FOVER F- FEXP F+ LOOP FLN F+ ;

: main ( -- )
  0e  entropy-runs 0 DO
    I 50 MOD S>F 20e F/ 0.5e F+  zipf  entropy F+  logsumexp F+
  LOOP  1000e F* F>S . ;
