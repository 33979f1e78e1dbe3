"""The symbol tree of a network (the implementation behind `mindspore.rewrite.SymbolTree`)."""
