# r1.x custom_debugging_info: StopAtTime callback (begin/step_end, cb_params.init_time), old method names
import time
import numpy as np
import mindspore as ms
from mindspore import nn, context
import mindspore.dataset as ds
from mindspore.train.callback import Callback, LossMonitor
from mindspore import Model

ms.set_seed(1)
np.random.seed(1)
context.set_context(mode=context.PYNATIVE_MODE)


class StopAtTime(Callback):
    def __init__(self, run_time):
        super(StopAtTime, self).__init__()
        self.run_time = run_time * 60

    def begin(self, run_context):
        cb_params = run_context.original_args()
        cb_params.init_time = time.time()
        print("has init_time", "init_time" in cb_params, type(cb_params.init_time).__name__)

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        epoch_num = cb_params.cur_epoch_num
        step_num = cb_params.cur_step_num
        loss = cb_params.net_outputs
        cur_time = time.time()
        if (cur_time - cb_params.init_time) > self.run_time or step_num == 3:
            print("epoch: ", epoch_num, " step: ", step_num, " loss: ", loss)
            print("epoch:", epoch_num, "step:", step_num, "loss:", loss)
            print(f"epoch: {epoch_num}, step: {step_num}, loss is {loss}")
            print("repr", repr(loss))
            run_context.request_stop()


x = np.random.randn(16, 3).astype(np.float32)
y = np.random.randn(16, 1).astype(np.float32)
data = ds.NumpySlicesDataset((x, y), column_names=["data", "label"], shuffle=False).batch(4)
net = nn.Dense(3, 1, weight_init="ones", bias_init="zeros")
loss = nn.MSELoss()
opt = nn.Momentum(net.trainable_params(), 0.01, 0.9)
model = Model(net, loss, opt)
model.train(2, data, callbacks=[StopAtTime(run_time=0.1), LossMonitor()], dataset_sink_mode=False)
print("done")
