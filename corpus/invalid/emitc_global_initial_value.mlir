emitc.global @g : i32 = "text"
