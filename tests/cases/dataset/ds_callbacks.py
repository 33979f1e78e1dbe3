# dataset.DSCallback / WaitedDSCallback: the events a map calls (begin, epoch and step begin/end every step_size
# rows, counters across epochs, repeat, batch, a second iterator), the training synchronisation of
# WaitedDSCallback under Model.train, and the errors (callbacks overriding nothing, failing callbacks, arguments).
import re

import mindspore as ms
import mindspore.dataset as ds
import mindspore.nn as nn
from mindspore.dataset import DSCallback, WaitedDSCallback


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:
        text = re.sub(r" at 0x[0-9a-fA-F]+", "", str(e))
        lines = [l for l in text.splitlines() if l.strip() and not l.startswith("-")]
        print(tag, type(e).__name__, lines[0][:150], lines[2:3] if len(lines) > 2 else "")


class Begins(DSCallback):
    """Logs the events MindSpore calls from the pipeline's fetching thread (their order is fixed)."""

    def __init__(self, log, step_size=1):
        super().__init__(step_size)
        self.log = log

    def ds_begin(self, c):
        self.log.append(f"B{c.cur_epoch_num}/{c.cur_step_num_in_epoch}/{c.cur_step_num}")

    def ds_epoch_begin(self, c):
        self.log.append(f"EB{c.cur_epoch_num}/{c.cur_step_num_in_epoch}/{c.cur_step_num}")

    def ds_step_begin(self, c):
        self.log.append(f"SB{c.cur_epoch_num}/{c.cur_step_num_in_epoch}/{c.cur_step_num}")


class Ends(DSCallback):
    def __init__(self, log, step_size=1):
        super().__init__(step_size)
        self.log = log

    def ds_epoch_end(self, c):
        self.log.append(f"EE{c.cur_epoch_num}/{c.cur_step_num_in_epoch}/{c.cur_step_num}")

    def ds_step_end(self, c):
        self.log.append(f"SE{c.cur_epoch_num}/{c.cur_step_num_in_epoch}/{c.cur_step_num}")


def run(n, step, epochs, repeat=1, batch=1, workers=1, iterators=1):
    begins, ends = [], []
    d = ds.GeneratorDataset(list(range(n)), "col1", shuffle=False)
    d = d.map(lambda x: x * 2, callbacks=[Begins(begins, step), Ends(ends, step)], num_parallel_workers=workers)
    if repeat > 1:
        d = d.repeat(repeat)
    if batch > 1:
        d = d.batch(batch)
    got = []
    for _ in range(iterators):
        it = d.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
        for _ in range(epochs):
            got.append([x[0].tolist() for x in it])
    print(n, step, epochs, repeat, batch, workers, iterators, got)
    print("  begins", " ".join(begins))
    print("  ends  ", " ".join(ends))


run(2, 1, 2)
run(5, 2, 2)
run(3, 5, 2)
run(4, 3, 1, repeat=2)
run(6, 1, 2, batch=4)
run(4, 2, 1, workers=2)
run(3, 1, 1, iterators=2)
d = ds.GeneratorDataset([1, 2, 3], "col1", shuffle=False).map(lambda x: x, callbacks=Begins([]))
print("size", d.get_dataset_size(), "cols", d.get_col_names())


class Empty(DSCallback):
    pass


class Boom(DSCallback):
    def ds_step_begin(self, c):
        raise ValueError("boom")


def base():
    return ds.GeneratorDataset([1, 2, 3], "col1", shuffle=False)


attempt("empty map", lambda: type(base().map(lambda x: x, callbacks=Empty())).__name__)
attempt("empty iter", lambda: list(base().map(lambda x: x, callbacks=Empty()).create_tuple_iterator(num_epochs=1)))
attempt("boom", lambda: list(base().map(lambda x: x, callbacks=Boom()).create_tuple_iterator(num_epochs=1)))
attempt("step 0", lambda: Begins([], 0))
attempt("step str", lambda: Begins([], "1"))
attempt("step bool", lambda: Begins([], True))
attempt("waited step 0", lambda: WaitedDSCallback(0).step_size)
attempt("not cb", lambda: base().map(lambda x: x, callbacks=1))
attempt("list not cb", lambda: base().map(lambda x: x, callbacks=[Begins([]), 1]))
attempt("tuple", lambda: base().map(lambda x: x, callbacks=(Begins([]),)))
attempt(
    "waited no override",
    lambda: list(base().map(lambda x: x, callbacks=WaitedDSCallback()).create_tuple_iterator(num_epochs=1)),
)
print(DSCallback().step_size, WaitedDSCallback(3).step_size, isinstance(WaitedDSCallback(), ms.train.Callback))
print(DSCallback.__module__, WaitedDSCallback.__module__, ds.callback.DSCallback is DSCallback)


class MyWaitedCallback(WaitedDSCallback):
    def __init__(self, events, step_size=1):
        super().__init__(step_size)
        self.events = events

    def sync_epoch_begin(self, train_run_context, ds_run_context):
        self.events.append(f"ds_epoch_begin_{ds_run_context.cur_epoch_num}_{ds_run_context.cur_step_num}")

    def sync_step_begin(self, train_run_context, ds_run_context):
        train = train_run_context.original_args()
        self.events.append(
            f"ds_step_begin_{ds_run_context.cur_epoch_num}_{ds_run_context.cur_step_num}_"
            f"{ds_run_context.cur_step_num_in_epoch}_{train.cur_step_num}"
        )


class MyMSCallback(ms.Callback):
    def __init__(self, events):
        self.events = events

    def epoch_end(self, run_context):
        cb_params = run_context.original_args()
        self.events.append(f"ms_epoch_end_{cb_params.cur_epoch_num}_{cb_params.cur_step_num}")

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        self.events.append(f"ms_step_end_{cb_params.cur_epoch_num}_{cb_params.cur_step_num}")


class Net(nn.Cell):
    def construct(self, x, y):
        return x


for step, batch, epochs in ((1, 1, 2), (2, 2, 2), (3, 3, 2)):
    events = []
    waited = MyWaitedCallback(events, step)
    arr = [1, 2, 3, 4, 5, 6]
    data = ds.NumpySlicesDataset((arr, arr), column_names=["c1", "c2"], shuffle=False)
    data = data.map(operations=(lambda x: x), callbacks=waited)
    if batch > 1:
        data = data.batch(batch)
    ms.train.Model(Net()).train(epochs, data, dataset_sink_mode=False, callbacks=[MyMSCallback(events), waited])
    print("waited", step, batch, epochs, events, waited.training_ended)
