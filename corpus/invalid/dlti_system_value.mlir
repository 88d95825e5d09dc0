// A target system spec maps device names to device specs.
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.map<"a" = 1>>} {}
