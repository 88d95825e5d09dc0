emitc.include stdio
