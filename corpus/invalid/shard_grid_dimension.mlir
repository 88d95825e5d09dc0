shard.grid @g(shape = 2x)
