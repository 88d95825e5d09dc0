// An entry is key = value.
"test.op"() {m = #dlti.map<"a" 1>} : () -> ()
