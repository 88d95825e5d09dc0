emitc.include <"stdio.h"
