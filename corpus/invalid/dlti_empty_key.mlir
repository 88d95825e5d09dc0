// An empty string is no DLTI key.
"test.op"() {m = #dlti.map<"a" = 1, "" = 2>} : () -> ()
