\ Fixed-point arithmetic in 1/10000ths, factored into short words with
\ locals: a damped spring, a blend of smoothstep curves and a sum of
\ ratios, each product and quotient through */.

[UNDEFINED] fixed-steps [IF] 1500000 CONSTANT fixed-steps [THEN]

10000 CONSTANT one
: fx* ( a b -- a*b ) LOCALS| b a |  a b one */ ;
: fx/ ( a b -- a/b ) LOCALS| b a |  a one b */ ;
: clamp ( x lo hi -- x' ) LOCALS| hi lo x |  x lo MAX hi MIN ;
: lerp ( a b t -- c ) LOCALS| t b a |  b a - t fx*  a + ;
: smooth ( t -- s ) LOCALS| t |  t t fx*  3 one *  t 2* -  fx* ;

VARIABLE pos  VARIABLE vel  VARIABLE energy

\ one step of x'' = -k x - c x', by the semi-implicit Euler method
: spring-step ( k c dt -- ) LOCALS| dt c k |
  k pos @ fx* NEGATE  c vel @ fx* -  dt fx*  vel +!
  vel @ dt fx*  pos +!
  pos @ DUP fx*  vel @ DUP fx*  +  energy +! ;

: spring ( -- e )
  0 energy !  5 one * pos !  0 vel !
  fixed-steps 0 DO  4 one *  one 10 /  one 100 /  spring-step  LOOP
  energy @ ;

: blend ( -- sum )
  0 fixed-steps 0 DO
    I 1000 MOD one 1000 */  smooth
    one NEGATE one ROT lerp
    3 * one NEGATE one clamp  +
  LOOP ;

: ratios ( -- sum )
  0 fixed-steps 0 DO  I 1+ one *  I 7 MOD 1+ one *  fx/  +  LOOP ;

: main ( -- ) spring . blend . ratios . ;
