"""`mindspore.nn.learning_rate_schedule`: LearningRateSchedule and its subclasses."""
