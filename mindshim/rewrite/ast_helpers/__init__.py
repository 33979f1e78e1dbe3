"""AST helpers of `mindspore.rewrite`: the flattener of nested expressions."""
