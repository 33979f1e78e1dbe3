# boost.AutoBoost: levels, modes (auto / manual / enable_all / disable_all), hyper-parameters read from the enabled
# sections and "common", the process-wide instance, and the bad-mode error.
from mindspore import boost


def fresh(*args):
    boost.AutoBoost._instance = None
    return boost.AutoBoost(*args)


for level in ["O0", "O1", "O2", "O9"]:
    b = fresh(level)
    print(level, b.level, b.boost_config, b.grad_accumulation_step, b.device_number)
b = fresh(
    "O0",
    {
        "boost": {"mode": "manual", "grad_accumulation": True, "unknown": True},
        "grad_accumulation": {"grad_accumulation_step": 8},
        "common": {"device_number": 4, "gradient_split_groups": [3, 7]},
        "grad_freeze": {"freeze_p": 0.1},
    },
)
print(b.boost_config, b.grad_accumulation_step, b.device_number, b.gradient_groups, b._freeze_p)
b = fresh(
    "O2",
    {
        "boost": {"mode": "disable_all"},
        "grad_accumulation": {"grad_accumulation_step": 8},
        "common": {"device_number": 2},
    },
)
print(b.boost_config, b.grad_accumulation_step, b.device_number)
b = fresh(
    "O0",
    {
        "boost": {"mode": "enable_all"},
        "grad_freeze": {"param_groups": 3, "freeze_type": 0, "total_steps": 10},
        "dim_reduce": {"rho": 0.3, "n_components": 4},
    },
)
print(b.boost_config, b._param_groups, b._freeze_type, b._total_steps, b.rho, b.n_components)
b = fresh("O1", {"boost": {"mode": "auto"}, "grad_freeze": {"freeze_p": 0.2}, "dim_reduce": {"rho": 0.1}})
print(b.boost_config, b._freeze_p, b.rho)
# the first instance keeps its configuration
again = boost.AutoBoost("O0", {"boost": {"mode": "disable_all"}})
print(again is b, again.level, again.boost_config["grad_freeze"])
for bad in [
    lambda: fresh("O0", {"boost": {"mode": "fast"}}),
    lambda: fresh("O0", {"common": {"gradient_split_groups": "a"}}),
    lambda: fresh("O0", {"common": {"gradient_split_groups": 3}}),
]:
    try:
        bad()
        print("ok")
    except Exception as e:  # noqa: BLE001
        print(type(e).__name__, e)
print(sorted(boost.__all__))
