"t.op"() {a = #index<  >} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:5 -0x1,$>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #ub<poisoncontract"nnan"afn>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f32 -2.5,,>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<fast>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:i32x -0x1 2.0$>>} : () -> ()
// -----
"t.op"() {a = #index<>} : () -> ()
// -----
"t.op"() {a = #complex<number<: true-3.,>>} : () -> ()
// -----
"t.op"() {a = #math< ,"nnan">} : () -> ()
// -----
"t.op"() {a = #arith<:"nnan"afn#x,>} : () -> ()
// -----
"t.op"() {a = #complex<number<:i32x -0x1,2.0,>>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<!#x=i32,,>>} : () -> ()
// -----
"t.op"() {a = #index<-@a?1.0>} : () -> ()
// -----
"t.op"() {a = #index<>} : () -> ()
// -----
"t.op"() {a = #ub<nuw^b>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<noneeq:>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath  -afn>} : () -> ()
// -----
"t.op"() {a = #arith<  !"a,b">} : () -> ()
// -----
"t.op"() {a = #ub<poisonnsw>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<nsw>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmathbogusnnan-f64@a>} : () -> ()
// -----
"t.op"() {a = #arith<""nnan>} : () -> ()
// -----
"t.op"() {a = #arith<... ^b>} : () -> ()
// -----
"t.op"() {a = #complex<number<: 0x7FF8000000000000,>>} : () -> ()
// -----
"t.op"() {a = #ub<poison>} : () -> ()
// -----
"t.op"() {a = #ub<  noneugecontracteq>} : () -> ()
// -----
"t.op"() {a = #ub<nsz>} : () -> ()
// -----
"t.op"() {a = #index<nonereassocnnan#x>} : () -> ()
// -----
"t.op"() {a = #arith<reassoc ^bninf>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<eq^b nsw->"nsw,nuw">>} : () -> ()
// -----
"t.op"() {a = #index< 0x10nsznsz>} : () -> ()
// -----
"t.op"() {a = #ub<0x100x10,>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<reassoc>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:bf16 -0x1, 1e5>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:i32x -0x1, 1e5 x>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath...:$,>} : () -> ()
// -----
"t.op"() {a = #index<>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath>} : () -> ()
// -----
"t.op"() {a = #arith<fastmathuge,eq>} : () -> ()
// -----
"t.op"() {a = #ub<^bf64nnan0x10>} : () -> ()
// -----
"t.op"() {a = #index<(afnf64)nsz >} : () -> ()
// -----
"t.op"() {a = #arith<fastmathslt// c
=>} : () -> ()
// -----
"t.op"() {a = #arith<arcp>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<@a>>} : () -> ()
// -----
"t.op"() {a = #index<!>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f64 ,$>>} : () -> ()
// -----
"t.op"() {a = #ub<poisonugei32eqninf"nsw,nuw"eq>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate 
f64arcpnone>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f16 -0x1,0x7FF8000000000000$>>} : () -> ()
// -----
"t.op"() {a = #math<>} : () -> ()
// -----
"t.op"() {a = #arith<nsw>} : () -> ()
// -----
"t.op"() {a = #index<..!0x10=>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<none"nnan"uge"a,b">>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<,^b$>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:i32x -0x1 0x7FF8000000000000$>>} : () -> ()
// -----
"t.op"() {a = #ub<poison>} : () -> ()
// -----
"t.op"() {a = #index<"nsw,nuw">} : () -> ()
// -----
"t.op"() {a = #arith<overflow< ninf,!1.0>>} : () -> ()
// -----
"t.op"() {a = #ub<ninf ,.^b>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate contractnsz=bogus>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<>>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate fast:>} : () -> ()
// -----
"t.op"() {a = #complex<number<:i32x 1.0 0x7FF8000000000000>>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate >} : () -> ()
// -----
"t.op"() {a = #arith<overflow<"nsw,nuw"afn%v"\0A"boguscontract>>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate nsz1.0nnan,!
>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath>} : () -> ()
// -----
"t.op"() {a = #arith<noneslt>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath->,>} : () -> ()
// -----
"t.op"() {a = #complex<number<:i32x 0x3FF0000000000000,-3.>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #complex<number<: 1.00x7FF8000000000000,>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:bf16 0x3FF0000000000000 1e5,>>} : () -> ()
// -----
"t.op"() {a = #index<>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate >} : () -> ()
// -----
"t.op"() {a = #ub<nuw>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate nnan"nsw,nuw" >} : () -> ()
// -----
"t.op"() {a = #index<,"nnan"fast,>} : () -> ()
// -----
"t.op"() {a = #arith<fastmathsltnnan>} : () -> ()
// -----
"t.op"() {a = #index<afn0x10"a,b">} : () -> ()
// -----
"t.op"() {a = #complex<number<:f32 0x3FF0000000000000,1e5,>>} : () -> ()
// -----
"t.op"() {a = #math<>} : () -> ()
// -----
"t.op"() {a = #ub<poison>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate ->bogus>} : () -> ()
// -----
"t.op"() {a = #ub<"">} : () -> ()
// -----
"t.op"() {a = #complex<number<:f16 -0x1,$>>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<->>>} : () -> ()
// -----
"t.op"() {a = #index<>} : () -> ()
// -----
"t.op"() {a = #ub<poison1!none->ninf->>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f32 true,>>} : () -> ()
// -----
"t.op"() {a = #ub<?contract>} : () -> ()
// -----
"t.op"() {a = #ub<"\0A" contract>} : () -> ()
// -----
"t.op"() {a = #ub<"":fast^b->>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath>} : () -> ()
// -----
"t.op"() {a = #math<,>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #ub<>} : () -> ()
// -----
"t.op"() {a = #ub<1.0:nsz>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f32 1,-3.,>>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<$1"a,b" eqeq>>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate arcp%v>} : () -> ()
// -----
"t.op"() {a = #complex<number<:5 -2.50x7FF8000000000000,>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<nnan>>} : () -> ()
// -----
"t.op"() {a = #ub<poison ,>} : () -> ()
// -----
"t.op"() {a = #ub<poison>} : () -> ()
// -----
"t.op"() {a = #arith<overflow< @acontract>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<reassocnone>>} : () -> ()
// -----
"t.op"() {a = #complex<number<: f64 1 -3.,>>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath?-!bogus>} : () -> ()
// -----
"t.op"() {a = #ub<poison!>} : () -> ()
// -----
"t.op"() {a = #arith<fastmathafn>} : () -> ()
// -----
"t.op"() {a = #arith<!afn>} : () -> ()
// -----
"t.op"() {a = #index< >} : () -> ()
// -----
"t.op"() {a = #ub<poison.eq "a,b",>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<"a,b"#x >>} : () -> ()
// -----
"t.op"() {a = #arith<$.->="\0A">} : () -> ()
// -----
"t.op"() {a = #arith<fastmath>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate  >} : () -> ()
// -----
"t.op"() {a = #ub<poison1// c
,"\0A"i32>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<fast>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #ub<poison."\0A"1.01"nnan"=>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<nsw>>} : () -> ()
// -----
"t.op"() {a = #ub<>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f64 true, 1e5 x>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f32 0x3FF0000000000000 0x7FF8000000000000 x>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath%vnnannnan...,1.0>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath."nnan"!>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath>} : () -> ()
// -----
"t.op"() {a = #ub<poisonnnan>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath:i32>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath1.0>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<-^bsltbogus>>} : () -> ()
// -----
"t.op"() {a = #arith<noneeqninf>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<  >>} : () -> ()
// -----
"t.op"() {a = #index<slt>} : () -> ()
// -----
"t.op"() {a = #complex<number<: f64 , -3.,>>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate >} : () -> ()
// -----
"t.op"() {a = #arith<fastmath|:i32>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath...1>} : () -> ()
// -----
"t.op"() {a = #ub<>} : () -> ()
// -----
"t.op"() {a = #ub<poison?>} : () -> ()
// -----
"t.op"() {a = #ub<poison>} : () -> ()
// -----
"t.op"() {a = #ub<poison>} : () -> ()
// -----
"t.op"() {a = #ub<>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<, "a,b",>>} : () -> ()
// -----
"t.op"() {a = #math<>} : () -> ()
// -----
"t.op"() {a = #index< ==>} : () -> ()
// -----
"t.op"() {a = #math<>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f16 -2.52.0>>} : () -> ()
// -----
"t.op"() {a = #ub<...,nuw// c
>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<^bafn>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<f64"""""a,b"#x"a,b">>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath"nnan"slt"nnan">} : () -> ()
// -----
"t.op"() {a = #arith<fastmath"">} : () -> ()
// -----
"t.op"() {a = #math<,>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<"nsw,nuw""nnan"$>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f32 true2.0>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<i32bogusf64>>} : () -> ()
// -----
"t.op"() {a = #ub<fast"">} : () -> ()
// -----
"t.op"() {a = #arith<fastmath>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<%v>>} : () -> ()
// -----
"t.op"() {a = #math<contract>} : () -> ()
// -----
"t.op"() {a = #index<slt1%v"nsw,nuw">} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #math<^b|eqfast >} : () -> ()
// -----
"t.op"() {a = #index<fast>} : () -> ()
// -----
"t.op"() {a = #arith<fastmathfast%v>} : () -> ()
// -----
"t.op"() {a = #arith<,contracteqfast>} : () -> ()
// -----
"t.op"() {a = #ub<0x10contract
reassoc>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f32 true 0x7FF8000000000000 x>>} : () -> ()
// -----
"t.op"() {a = #ub<poison>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate #x|

ninf>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<nuw// c
nsz>>} : () -> ()
// -----
"t.op"() {a = #ub<poison 1.0:nuw>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #arith<|>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate .>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<->?>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmatharcpf64>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<,none%v>>} : () -> ()
// -----
"t.op"() {a = #ub<poison>} : () -> ()
// -----
"t.op"() {a = #math<i32nuw->="\0A">} : () -> ()
// -----
"t.op"() {a = #arith<fastmath  ^b"\0A"uge>} : () -> ()
// -----
"t.op"() {a = #ub<#x>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath>} : () -> ()
// -----
"t.op"() {a = #ub<poisonnuw |nsz>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f32 1 x>>} : () -> ()
// -----
"t.op"() {a = #ub<poison@a"nnan">} : () -> ()
// -----
"t.op"() {a = #complex<number<: 1 0x7FF8000000000000,>>} : () -> ()
// -----
"t.op"() {a = #arith<0x10  reassoccontractarcp|>} : () -> ()
// -----
"t.op"() {a = #ub<poisonafn?>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #ub<poison=arcpninf"\0A"contract>} : () -> ()
// -----
"t.op"() {a = #ub<?=>} : () -> ()
// -----
"t.op"() {a = #math<i321.0>} : () -> ()
// -----
"t.op"() {a = #arith<$0x10>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath"nsw,nuw"^b$"nnan">} : () -> ()
// -----
"t.op"() {a = #index<fastuge>} : () -> ()
// -----
"t.op"() {a = #arith<nuw->"a,b">} : () -> ()
// -----
"t.op"() {a = #index<nuw==>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate >} : () -> ()
// -----
"t.op"() {a = #complex<number<:5 >>} : () -> ()
// -----
"t.op"() {a = #index<  >} : () -> ()
// -----
"t.op"() {a = #math< >} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<i32.>>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate ->@a>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<|,reassoc.>>} : () -> ()
// -----
"t.op"() {a = #index<bogus
@a,>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath^bf64>} : () -> ()
// -----
"t.op"() {a = #ub<arcp>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #complex<number<: -0x11e5$>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<ninf  slt"nnan">>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<>>} : () -> ()
// -----
"t.op"() {a = #ub<poison^bslt$,contract,>} : () -> ()
// -----
"t.op"() {a = #ub<bogus>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:bf16 1.0,1e5 x>>} : () -> ()
// -----
"t.op"() {a = #ub<poison%v"nnan">} : () -> ()
// -----
"t.op"() {a = #arith<fastmath,=eq  >} : () -> ()
// -----
"t.op"() {a = #math<contract#xnuwnsw>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<>>} : () -> ()
// -----
"t.op"() {a = #math<|>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath,,>} : () -> ()
// -----
"t.op"() {a = #ub<poisonninf|>} : () -> ()
// -----
"t.op"() {a = #index<:%v>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f64 2.0,>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:bf16 true, x>>} : () -> ()
// -----
"t.op"() {a = #arith<nnan.uge>} : () -> ()
// -----
"t.op"() {a = #ub<=i32slt-@a>} : () -> ()
// -----
"t.op"() {a = #index<$"nsw,nuw"#xnuw""i32>} : () -> ()
// -----
"t.op"() {a = #arith<fastmathbogus-nuwnsz->>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<,|reassoc    >>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath"nsw,nuw"// c
>} : () -> ()
// -----
"t.op"() {a = #complex<number<:bf16 1 >>} : () -> ()
// -----
"t.op"() {a = #index<,.nswf64>} : () -> ()
// -----
"t.op"() {a = #ub<:"nsw,nuw"@abogusarcp>} : () -> ()
// -----
"t.op"() {a = #complex<number<:i32x  1e5$>>} : () -> ()
// -----
"t.op"() {a = #index<.|nuw"nnan">} : () -> ()
// -----
"t.op"() {a = #index<"nsw,nuw">} : () -> ()
// -----
"t.op"() {a = #arith<overflow< >>} : () -> ()
// -----
"t.op"() {a = #arith<=>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate ,// c
"a,b"ugereassoc>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<eq >>} : () -> ()
// -----
"t.op"() {a = #ub<>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<"\0A"=// c
>>} : () -> ()
// -----
"t.op"() {a = #complex<number<: f64 1.0 0x7FF8000000000000,>>} : () -> ()
// -----
"t.op"() {a = #ub<poison"nsw,nuw"->>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<"nnan"=  >>} : () -> ()
// -----
"t.op"() {a = #arith<,:nnan f64>} : () -> ()
// -----
"t.op"() {a = #ub<>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<...eq>>} : () -> ()
// -----
"t.op"() {a = #arith<=uge.|reassoc>} : () -> ()
// -----
"t.op"() {a = #ub<ninf->=f64>} : () -> ()
// -----
"t.op"() {a = #math<->none>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate    >} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #index<"nsw,nuw"reassocbogus,>} : () -> ()
// -----
"t.op"() {a = #ub<poisonbogus?  1.0>} : () -> ()
// -----
"t.op"() {a = #arith<fastmatharcp>} : () -> ()
// -----
"t.op"() {a = #arith<f640x10|="\0A"bogus>} : () -> ()
// -----
"t.op"() {a = #arith<"\0A" >} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #math<=arcp>} : () -> ()
// -----
"t.op"() {a = #complex<number<:bf16 1.0, -3.>>} : () -> ()
// -----
"t.op"() {a = #math<"\0A">} : () -> ()
// -----
"t.op"() {a = #arith<fastmath:>} : () -> ()
// -----
"t.op"() {a = #ub<=nsw>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath=...nuw>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<nsz"nsw,nuw"
bogus>>} : () -> ()
// -----
"t.op"() {a = #ub<!none0x10>} : () -> ()
// -----
"t.op"() {a = #math<>} : () -> ()
// -----
"t.op"() {a = #index<reassoc$0x10->nsw>} : () -> ()
// -----
"t.op"() {a = #index<:.!>} : () -> ()
// -----
"t.op"() {a = #complex<number<:i32x 0x3FF0000000000000, 0x7FF8000000000000,>>} : () -> ()
// -----
"t.op"() {a = #index<"a,b"$|eq>} : () -> ()
// -----
"t.op"() {a = #arith<->afn=fast>} : () -> ()
// -----
"t.op"() {a = #ub<poison!  ...#xnone>} : () -> ()
// -----
"t.op"() {a = #ub<poisonreassocnnan>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<i32>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f32 -2.5,0x7FF8000000000000$>>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<sltfast
:reassoc>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<i32arcp>>} : () -> ()
// -----
"t.op"() {a = #ub<poison>} : () -> ()
// -----
"t.op"() {a = #index<>} : () -> ()
// -----
"t.op"() {a = #math<fasti32nsz:>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath->>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<afneqnszarcp0x10ninf>>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<->!>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #math<>} : () -> ()
// -----
"t.op"() {a = #math<f64>} : () -> ()
// -----
"t.op"() {a = #ub<none, #x>} : () -> ()
// -----
"t.op"() {a = #ub<poison :=>} : () -> ()
// -----
"t.op"() {a = #math<"""a,b">} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<nsw%vf64,@a// c
>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<f64nsw>>} : () -> ()
// -----
"t.op"() {a = #math<"a,b">} : () -> ()
// -----
"t.op"() {a = #complex<number<: 1e5$>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath< 1.0...afn...?>>} : () -> ()
// -----
"t.op"() {a = #index<contractbogus  @a."nsw,nuw">} : () -> ()
// -----
"t.op"() {a = #complex<number<:bf16 -2.5 1e5>>} : () -> ()
// -----
"t.op"() {a = #index<reassoc ->1.0=afn>} : () -> ()
// -----
"t.op"() {a = #arith<%vninf>} : () -> ()
// -----
"t.op"() {a = #index<.%v>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<#x>>} : () -> ()
// -----
"t.op"() {a = #ub<#xeq"nsw,nuw":>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate reassoc1:>} : () -> ()
// -----
"t.op"() {a = #math<%varcp"nsw,nuw"f64fast,>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath >} : () -> ()
// -----
"t.op"() {a = #arith<overflow<>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #complex<number<: ,,>>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<afn"nsw,nuw",#xbogus>>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<$  slt1"\0A">>} : () -> ()
// -----
"t.op"() {a = #arith<fastmathfast>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate none!>} : () -> ()
// -----
"t.op"() {a = #ub<>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<,>>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<, "nsw,nuw">>} : () -> ()
// -----
"t.op"() {a = #ub<poison>} : () -> ()
// -----
"t.op"() {a = #index< nuw1>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<f64>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath>} : () -> ()
// -----
"t.op"() {a = #ub<poisonninf->contract1,,>} : () -> ()
// -----
"t.op"() {a = #arith<fastmathnsz-> >} : () -> ()
// -----
"t.op"() {a = #ub<nsw1nsw"a,b">} : () -> ()
// -----
"t.op"() {a = #ub<poison"nnan"nswninf>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate f64"",?>} : () -> ()
// -----
"t.op"() {a = #arith<-reassoc>} : () -> ()
// -----
"t.op"() {a = #index<0x10nsznsw>} : () -> ()
// -----
"t.op"() {a = #complex<number<:bf16 -0x1-3.>>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate nuwnonef64>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate ->>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<?$,>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:f64 , 1e5 x>>} : () -> ()
// -----
"t.op"() {a = #ub<poison>} : () -> ()
// -----
"t.op"() {a = #ub<poison"a,b">} : () -> ()
// -----
"t.op"() {a = #math<arcp>} : () -> ()
// -----
"t.op"() {a = #arith<fastmathafnf64afn%v>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath,ugennancontract>} : () -> ()
// -----
"t.op"() {a = #complex<number<:5 0x3FF0000000000000, 0x7FF8000000000000>>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate slt>} : () -> ()
// -----
"t.op"() {a = #math<nnan|.1.contract>} : () -> ()
// -----
"t.op"() {a = #arith<overflow<-1$ninf.>>} : () -> ()
// -----
"t.op"() {a = #complex<number<:bf16 1.0 $>>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate !i32>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<>>} : () -> ()
// -----
"t.op"() {a = #ub<>} : () -> ()
// -----
"t.op"() {a = #index<cmp_predicate >} : () -> ()
// -----
"t.op"() {a = #arith<overflow<>>} : () -> ()
// -----
"t.op"() {a = #ub<poison...>} : () -> ()
// -----
"t.op"() {a = #math<bogus>} : () -> ()
// -----
"t.op"() {a = #math<fast  none:>} : () -> ()
// -----
"t.op"() {a = #index<  "nnan">} : () -> ()
// -----
"t.op"() {a = #index<// c
f64#x?,>} : () -> ()
// -----
"t.op"() {a = #complex<number<:5 -0x1 -3.$>>} : () -> ()
// -----
"t.op"() {a = #ub<poison->nnan reassoc.>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<arcp>>} : () -> ()
// -----
"t.op"() {a = #ub<poison:1.0->>} : () -> ()
// -----
"t.op"() {a = #math<->...>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<reassoc"nsw,nuw"nsz.>>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<"nnan"fast"">>} : () -> ()
// -----
"t.op"() {a = #arith<>} : () -> ()
// -----
"t.op"() {a = #arith<fastmath<$"a,b"afn1.0>>} : () -> ()
// -----
"t.op"() {a = #math<nsw1nsz$>} : () -> ()
// -----
"t.op"() {a = #ub<poison!>} : () -> ()
// -----
"t.op"() {a = #index<!,^b>} : () -> ()
// -----
"t.op"() {a = #ub<i32,ninf>} : () -> ()
// -----
"t.op"() {a = #arith<fastmathbogusuge>} : () -> ()
// -----
"t.op"() {a = #complex<number<:5 -2.5 -3. x>>} : () -> ()
// -----
"t.op"() {a = #ub<""eq>} : () -> ()
