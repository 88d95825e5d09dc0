// The smallest named module.
module @empty {
}
