"""The public classes of `mindspore.rewrite`."""
