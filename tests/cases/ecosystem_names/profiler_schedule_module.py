# mindspore.profiler.schedule: the package binds the Schedule class under that name while
# `from mindspore.profiler.schedule import ProfilerAction` reaches the submodule; Schedule's step actions, its
# resetting of bad counts (with MindSpore's warnings) and to_dict; and ProfilerAction.get_by_value.
import sys

import mindspore.profiler as prof
from mindspore.profiler.schedule import ProfilerAction, Schedule

print(prof.schedule is Schedule, prof.schedule.__name__, type(sys.modules["mindspore.profiler.schedule"]).__name__)
print(list(ProfilerAction), ProfilerAction.get_by_value(3), ProfilerAction.get_by_value(9), ProfilerAction(1))
s = prof.schedule(wait=1, active=2, warmup=1, repeat=2, skip_first=1)
print(s, s.to_dict())
print([s(i).name for i in range(12)])
print([prof.schedule(wait=0, active=3)(i).value for i in range(7)])
print(prof.schedule(wait=-1, active=True, warmup=2.0, repeat=-3, skip_first="a"))
print(prof.schedule(wait=2, active=0, warmup=1))
try:
    s(-1)
except ValueError as e:
    print("ValueError", e)
