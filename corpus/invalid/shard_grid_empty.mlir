shard.grid @g(shape = )
