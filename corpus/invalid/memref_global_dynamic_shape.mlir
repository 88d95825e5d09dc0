// memref.global: the type has a static shape.
memref.global @g : memref<?xf32>
