"""Shared helpers of `mindspore.rewrite`: the unique-name producers."""
