// gpu.binary: the offloading handler is closed by >.
gpu.binary @b <#gpu.select_object<1 : i64> [#gpu.object<#nvvm.target, "">]
