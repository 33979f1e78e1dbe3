"""`mindspore.mindrecord.common`: exceptions and constants of the MindRecord format."""
