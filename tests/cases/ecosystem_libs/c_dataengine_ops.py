# Transforms written against MindSpore's dataset engine, as MindNLP 0.1.1 writes its Lookup and BasicTokenizer:
# a TextTensorOperation whose parse() returns a mindspore._c_dataengine operation (LookupOperation,
# BasicTokenizerOperation), called eagerly and in map; Implementation.PY runs _execute_py; the engine's DataType
# (mstype_to_detype), Vocab.from_dict and the DE_C_INTER_NORMALIZE_FORM table.
import numpy as np

import mindspore as ms
import mindspore._c_dataengine as cde
import mindspore.dataset as ds
from mindspore.dataset.core.datatypes import mstype_to_detype
from mindspore.dataset.text import Vocab
from mindspore.dataset.text.transforms import DE_C_INTER_NORMALIZE_FORM, Implementation, NormalizeForm
from mindspore.dataset.text.transforms import TextTensorOperation
from mindspore.dataset.transforms.transforms import PyTensorOperation


def attempt(tag, fn):
    try:
        print(tag, "ok", fn())
    except Exception as e:
        print(tag, type(e).__name__, str(e).splitlines()[0] if str(e).strip() else "")


for t in (ms.int32, ms.int64, ms.float16, ms.float32, ms.bool_, ms.uint8, ms.string):
    print(t, str(mstype_to_detype(t)))
attempt("not a dtype", lambda: mstype_to_detype(np.int32))
print(list(Implementation), int(Implementation.C), int(Implementation.PY))
print(sorted((k.name, str(v)) for k, v in DE_C_INTER_NORMALIZE_FORM.items()))


class MyLookup(TextTensorOperation):
    def __init__(self, table, unk, dtype=ms.int32):
        super().__init__()
        self._vocab = cde.Vocab.from_dict(table)
        self._unk = unk
        self._dtype = dtype

    def parse(self):
        return cde.LookupOperation(self._vocab, self._unk, str(mstype_to_detype(self._dtype)))


table = {"hello": 0, "world": 1, "<unk>": 2}
lk = MyLookup(table, "<unk>")
print(lk(np.array(["hello", "there", "world"])))
print(lk(np.array([["world", "hello"], ["x", "y"]])))
print(
    MyLookup(table, "<unk>", ms.int64)(np.array(["world"])).dtype, MyLookup(table, "<unk>", ms.float32)(np.array("x"))
)
attempt("no unk", lambda: MyLookup(table, None)(np.array(["nope"])))
attempt("unk missing", lambda: MyLookup(table, "<oov>")(np.array(["hello"])))
attempt("numbers", lambda: MyLookup(table, "<unk>")(np.array([1, 2])))

# a text.Vocab's engine table works the same
v = Vocab.from_list(["a", "b", "c"])


class VocabLookup(TextTensorOperation):
    def parse(self):
        return cde.LookupOperation(v.c_vocab, None, "int32")


print(VocabLookup()(np.array(["c", "a"])))


class Tok(TextTensorOperation, PyTensorOperation):
    def __init__(self, lower_case=False, py=False):
        super().__init__()
        self.lower_case = lower_case
        self.implementation = Implementation.PY if py else Implementation.C

    def _execute_py(self, text):
        return np.array(str(text).split("-"))

    def parse(self):
        form = DE_C_INTER_NORMALIZE_FORM.get(NormalizeForm.NFD)
        return cde.BasicTokenizerOperation(self.lower_case, False, form, False, False)


print(Tok()(np.array("Hello, World! Ça va?")))
print(Tok(lower_case=True)(np.array("Hello, World! Ça va?")))
print(Tok(py=True)(np.array("a-b-c")))

data = ds.NumpySlicesDataset({"text": np.array(["hello world", "world there"])}, shuffle=False)
data = data.map(operations=[Tok(), lk], input_columns=["text"])
for row in data.create_tuple_iterator(output_numpy=True):
    print(row[0])


class NoParse(TextTensorOperation):
    pass


attempt("no parse", lambda: NoParse()(np.array(["a"])))
