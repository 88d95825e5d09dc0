// The DLTI attributes' verify() (DLTI.cpp), at the attribute's mnemonic.

// expected-error @below {{repeated DLTI key: "a"}}
module attributes {test.spec = #dlti.dl_spec<"a" = 1, "a" = 2>} {
}

// -----

// expected-error @below {{repeated DLTI key: i32}}
module attributes {test.spec = #dlti.dl_spec<i32 = 1, #dlti.dl_entry<i32, 2>>} {
}

// -----

// expected-error @below {{empty string as DLTI key is not allowed}}
module attributes {test.spec = #dlti.dl_spec<"" = 1>} {
}

// -----

// expected-error @below {{repeated DLTI key: "k"}}
module attributes {test.map = #dlti.map<"k" = 1, "k" = 1>} {
}

// -----

// expected-error @below {{empty string as DLTI key is not allowed}}
module attributes {test.map = #dlti.map<"" = 1>} {
}

// -----

// expected-error @below {{type as DLTI key is not allowed}}
module attributes {test.dev = #dlti.target_device_spec<#dlti.dl_entry<i32, 1>>} {
}

// -----

// expected-error @below {{empty string as DLTI key is not allowed}}
module attributes {test.dev = #dlti.target_device_spec<"" = 1>} {
}

// -----

// expected-error @below {{repeated DLTI key: "L1_cache_size_in_bytes"}}
module attributes {test.dev = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 1, "L1_cache_size_in_bytes" = 2>} {
}

// -----

// expected-error @below {{non-string key of DLTI system spec}}
module attributes {test.sys = #dlti.target_system_spec<#dlti.dl_entry<i32, #dlti.target_device_spec<"a" = 1>>>} {
}

// -----

// expected-error @below {{value associated with key "CPU" is not a DLTI device spec}}
module attributes {test.sys = #dlti.target_system_spec<"CPU" = #dlti.dl_spec<"a" = 1>>} {
}

// -----

// expected-error @below {{repeated device ID in dlti.target_system_spec: "CPU"}}
module attributes {test.sys = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"a" = 1>, "CPU" = #dlti.target_device_spec<"b" = 1>>} {
}

// -----

// A device ID may be empty: only the device specs' keys may not.
module attributes {test.sys = #dlti.target_system_spec<"" = #dlti.target_device_spec<"a" = 1>>, test.map = #dlti.map<>, test.spec = #dlti.dl_spec<>} {
}
