// The dialect attribute body closes `[` with `)`.
"foo.op"() {a = #foo.attr<[1, 2)>} : () -> ()
