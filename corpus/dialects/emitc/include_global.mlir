// Includes, and globals whose initial value takes its type from the
// global's (an !emitc.array's as a tensor) and prints without it.
emitc.include "test.h"
emitc.include <"stdint.h">
emitc.include <"Buddy/Container.h">
emitc.global @plain : i32
emitc.global extern @ext : !emitc.array<2xf32>
emitc.global static @four : i32 = 4
emitc.global const @pair : !emitc.array<2xi32> = dense<[1, 2]>
emitc.global static const @grid : !emitc.array<2x3xf32> = dense<0.5>
emitc.global @obj : !emitc.opaque<"S"> = #emitc.opaque<"{}">
emitc.global @zero : f32 = 0.0 {note}
emitc.global @ptr : !emitc.ptr<i32>
emitc.class @Model {
  emitc.field @weights : !emitc.array<2xf32>
  emitc.field @count : i32 = 3 {x}
  emitc.field @bytes : !emitc.array<4xi8> = dense<1>
}
