"""`mindspore.mindrecord.core`: the shard header, writer, reader and index generator of the MindRecord format."""
