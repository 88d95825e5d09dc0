// Keys of a target device spec are strings: a type there is read as an attribute.
"test.op"() {d = #dlti.target_device_spec<i32 = 4>} : () -> ()
