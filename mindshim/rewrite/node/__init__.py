"""The nodes of a `mindspore.rewrite` symbol tree (the implementation behind `mindspore.rewrite.Node`)."""
