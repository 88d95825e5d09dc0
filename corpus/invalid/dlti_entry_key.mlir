// A dl_entry key is a type or a quoted string.
"test.op"() {e = #dlti.dl_entry<key, 1>} : () -> ()
