// memref.global: the initial value is uninitialized or an elements attribute.
memref.global @g : memref<2xi32> = [1, 2]
