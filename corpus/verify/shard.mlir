// shard: grids and shardings.

// expected-error @below {{'shard.grid' op rank of grid is expected to be a positive integer}}
shard.grid @rank0(shape = [])

// -----

// expected-error @below {{'shard.grid' op dimension size of a grid is expected to be non-negative or dynamic}}
"shard.grid"() <{shape = array<i64: 2, -3>, sym_name = "negative"}> : () -> ()

// -----

// A dynamic size is fine.
shard.grid @dynamic(shape = 2x?)

// -----

shard.grid @g(shape = 2x3)
func.func @negative_axis() {
  // expected-error @below {{grid axis is expected to be non-negative}}
  %s = shard.sharding @g split_axes = [[-1]] : !shard.sharding
  return
}

// -----

shard.grid @g(shape = 2x3)
func.func @duplicate_axis() {
  // expected-error @below {{grid axis duplicated}}
  %s = shard.sharding @g split_axes = [[0], [1, 0]] : !shard.sharding
  return
}

// -----

shard.grid @g(shape = 2x3)
func.func @halos_and_offsets() {
  // expected-error @below {{'shard.sharding' op halo sizes and shard offsets are mutually exclusive}}
  %s = shard.sharding @g split_axes = [[0]] halo_sizes = [1, 2] sharded_dims_offsets = [0, 2, 4] : !shard.sharding
  return
}

// -----

shard.grid @g(shape = 2x3)
func.func @halo_count() {
  // expected-error @below {{halo sizes must be specified for all split axes.}}
  %s = shard.sharding @g split_axes = [[0], [1]] halo_sizes = [1, 2] : !shard.sharding
  return
}

// -----

// An empty split axis takes no halo.
shard.grid @g(shape = 2x3)
func.func @halo_ok() {
  %s = shard.sharding @g split_axes = [[0], [], [1]] halo_sizes = [1, 2, 3, 4] : !shard.sharding
  return
}

// -----

// expected-error @below {{Failed parsing dimension list. Did you mean an empty list? It must be denoted by "[]".}}
shard.grid @no_dimension(shape = x)

// -----

// expected-error @below {{invalid dimension}}
// expected-error @below {{Failed parsing dimension list.}}
shard.grid @dangling_x(shape = 2x)

// -----

// expected-error @below {{invalid dimension}}
// expected-error @below {{Failed parsing dimension list.}}
shard.grid @word_dimension(shape = 2x3xfoo)
