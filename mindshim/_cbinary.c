/* mindshim._cbinary: the two-Tensor fast path of the binary ops (x + y, ops.add, ops.Add()(x, y)) in C.
 *
 * An optional accelerator: mindshim runs the same without it (the Python adapters in
 * mindshim/ops/function/_elementwise.py and the generated ops are the definition), and the package builds it
 * only where a C compiler is there (setup.py marks the extension optional).
 *
 * A FastBinary object wraps one Python adapter ``fallback(input, other)`` whose own fast path is
 *
 *     r = torch_fn(input._t, other._t)      # AttributeError / TypeError / RuntimeError: the general path
 *     if no_bool and r.dtype is torch.bool: # the kernel refuses a Bool result
 *         ...the general path
 *     return Tensor wrapping r              # object.__new__(Tensor); _t = r; _lazy = None
 *
 * and does exactly that for two Tensors (or instances of subclasses whose ``_t`` is Tensor's slot), with no
 * Python frame; any other call, and every error, goes to ``fallback`` with the same arguments, so that what a
 * user sees (results, MindSpore's errors) is the Python adapter's. ``skip`` leading arguments are passed over
 * (1 for a primitive's ``__call__(self, input, other)``). The type is a method descriptor, so the object works
 * as a function, as a class attribute (``Tensor.__add__``, ``Add.__call__``) and bound (``x.__add__``).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>

typedef struct {
    PyObject_HEAD
    vectorcallfunc vectorcall;
    PyObject *torch_fn;     /* torch.add, ... */
    PyObject *fallback;     /* the Python adapter: every call the fast path does not finish */
    PyTypeObject *tensor;   /* mindshim's Tensor */
    PyObject *t_descr;      /* Tensor's ``_t`` slot descriptor */
    PyObject *bool_dtype;   /* torch.bool when a Bool result must go to the adapter, else NULL */
    Py_ssize_t t_off;       /* offsets of Tensor's ``_t`` and ``_lazy`` slots */
    Py_ssize_t lazy_off;
    Py_ssize_t skip;        /* leading arguments passed over */
    PyObject *dict;         /* __name__, __doc__, __wrapped__, ... */
} FastBinary;

static PyObject *s_t;     /* "_t" */
static PyObject *s_dtype; /* "dtype" */

/* The torch tensor behind ``x`` (a borrowed reference), or NULL when ``x`` is not a Tensor whose ``_t`` is
 * Tensor's slot, or the slot is empty. */
static inline PyObject *
slot_tensor(FastBinary *self, PyObject *x)
{
    PyTypeObject *tp = Py_TYPE(x);
    if (tp != self->tensor) {
        if (!PyType_IsSubtype(tp, self->tensor) || _PyType_Lookup(tp, s_t) != self->t_descr)
            return NULL;
    }
    return *(PyObject **)((char *)x + self->t_off);
}

static PyTypeObject *torch_tensor; /* torch.Tensor, and its ``dtype`` getter: read without the attribute lookup */
static PyObject *dtype_descr;
static descrgetfunc dtype_get;

/* ``r.dtype`` (a new reference, or NULL with an error set) */
static inline PyObject *
dtype_of(PyObject *r)
{
    if (Py_TYPE(r) == torch_tensor)
        return dtype_get(dtype_descr, r, (PyObject *)torch_tensor);
    return PyObject_GetAttr(r, s_dtype);
}

static PyObject *
fb_vectorcall(PyObject *op, PyObject *const *args, size_t nargsf, PyObject *kwnames)
{
    FastBinary *self = (FastBinary *)op;
    Py_ssize_t n = PyVectorcall_NARGS(nargsf);
    if (kwnames == NULL && n == self->skip + 2) {
        PyObject *ta = slot_tensor(self, args[self->skip]);
        PyObject *tb = ta ? slot_tensor(self, args[self->skip + 1]) : NULL;
        if (tb != NULL) {
            PyObject *targs[2] = {ta, tb};
            PyObject *r = PyObject_Vectorcall(self->torch_fn, targs, 2, NULL);
            if (r == NULL) {
                /* the adapter catches these three and words them; anything else propagates as it would */
                if (!(PyErr_ExceptionMatches(PyExc_RuntimeError) || PyErr_ExceptionMatches(PyExc_TypeError) ||
                      PyErr_ExceptionMatches(PyExc_AttributeError)))
                    return NULL;
                PyErr_Clear();
                goto fallback;
            }
            if (self->bool_dtype != NULL) {
                PyObject *dt = dtype_of(r);
                int is_bool = dt == self->bool_dtype;
                Py_XDECREF(dt);
                if (dt == NULL || is_bool) {
                    PyErr_Clear();
                    Py_DECREF(r);
                    goto fallback;
                }
            }
            PyObject *out = self->tensor->tp_alloc(self->tensor, 0);
            if (out == NULL) {
                Py_DECREF(r);
                return NULL;
            }
            *(PyObject **)((char *)out + self->t_off) = r; /* the reference of the call's result */
            Py_INCREF(Py_None);
            *(PyObject **)((char *)out + self->lazy_off) = Py_None;
            return out;
        }
    }
fallback:
    return PyObject_Vectorcall(self->fallback, args, nargsf, kwnames);
}

static Py_ssize_t
member_offset(PyObject *descr, const char *what)
{
    if (!PyObject_TypeCheck(descr, &PyMemberDescr_Type)) {
        PyErr_Format(PyExc_TypeError, "FastBinary: %s must be a slot descriptor", what);
        return -1;
    }
    PyMemberDef *m = ((PyMemberDescrObject *)descr)->d_member;
    if (m->type != T_OBJECT_EX) {
        PyErr_Format(PyExc_TypeError, "FastBinary: %s must be an object slot", what);
        return -1;
    }
    return m->offset;
}

/* FastBinary(torch_fn, fallback, tensor_type, bool_dtype_or_None, skip) */
static PyObject *
fb_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    PyObject *torch_fn, *fallback, *tensor, *bool_dtype;
    Py_ssize_t skip;
    if (kwds != NULL && PyDict_GET_SIZE(kwds)) {
        PyErr_SetString(PyExc_TypeError, "FastBinary takes no keyword arguments");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "OOO!On:FastBinary", &torch_fn, &fallback, &PyType_Type, &tensor, &bool_dtype,
                          &skip))
        return NULL;
    if (skip < 0) {
        PyErr_SetString(PyExc_ValueError, "FastBinary: skip must be >= 0");
        return NULL;
    }
    if (bool_dtype != Py_None && torch_tensor == NULL) { /* the first op that checks a Bool result */
        PyObject *torch = PyImport_ImportModule("torch");
        PyObject *tt = torch ? PyObject_GetAttrString(torch, "Tensor") : NULL;
        Py_XDECREF(torch);
        if (tt == NULL)
            return NULL;
        PyObject *d = PyType_Check(tt) ? _PyType_Lookup((PyTypeObject *)tt, s_dtype) : NULL;
        if (d == NULL || Py_TYPE(d)->tp_descr_get == NULL) {
            Py_DECREF(tt);
            PyErr_SetString(PyExc_TypeError, "FastBinary: torch.Tensor has no dtype descriptor");
            return NULL;
        }
        Py_INCREF(d);
        dtype_descr = d;
        dtype_get = Py_TYPE(d)->tp_descr_get;
        torch_tensor = (PyTypeObject *)tt; /* kept for the process */
    }
    PyTypeObject *tt = (PyTypeObject *)tensor;
    PyObject *t_descr = _PyType_Lookup(tt, s_t);
    PyObject *lazy_descr = PyDict_GetItemString(tt->tp_dict, "_lazy");
    if (t_descr == NULL || lazy_descr == NULL) {
        PyErr_SetString(PyExc_TypeError, "FastBinary: the tensor type must have the slots _t and _lazy");
        return NULL;
    }
    Py_ssize_t t_off = member_offset(t_descr, "_t"), lazy_off = member_offset(lazy_descr, "_lazy");
    if (t_off < 0 || lazy_off < 0)
        return NULL;
    FastBinary *self = (FastBinary *)type->tp_alloc(type, 0);
    if (self == NULL)
        return NULL;
    self->vectorcall = fb_vectorcall;
    Py_INCREF(torch_fn);
    self->torch_fn = torch_fn;
    Py_INCREF(fallback);
    self->fallback = fallback;
    Py_INCREF(tensor);
    self->tensor = tt;
    Py_INCREF(t_descr);
    self->t_descr = t_descr;
    if (bool_dtype != Py_None) {
        Py_INCREF(bool_dtype);
        self->bool_dtype = bool_dtype;
    }
    self->t_off = t_off;
    self->lazy_off = lazy_off;
    self->skip = skip;
    return (PyObject *)self;
}

static int
fb_traverse(FastBinary *self, visitproc visit, void *arg)
{
    Py_VISIT(self->torch_fn);
    Py_VISIT(self->fallback);
    Py_VISIT((PyObject *)self->tensor);
    Py_VISIT(self->t_descr);
    Py_VISIT(self->bool_dtype);
    Py_VISIT(self->dict);
    return 0;
}

static int
fb_clear(FastBinary *self)
{
    Py_CLEAR(self->torch_fn);
    Py_CLEAR(self->fallback);
    Py_CLEAR(self->tensor);
    Py_CLEAR(self->t_descr);
    Py_CLEAR(self->bool_dtype);
    Py_CLEAR(self->dict);
    return 0;
}

static void
fb_dealloc(FastBinary *self)
{
    PyObject_GC_UnTrack(self);
    fb_clear(self);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *
fb_descr_get(PyObject *self, PyObject *obj, PyObject *type)
{
    if (obj == NULL || obj == Py_None) {
        Py_INCREF(self);
        return self;
    }
    return PyMethod_New(self, obj);
}

static PyObject *
fb_repr(FastBinary *self)
{
    return PyObject_Repr(self->fallback);
}

static PyObject *
fb_self(PyObject *self, PyObject *unused)
{
    Py_INCREF(self);
    return self;
}

/* pickled by reference, as functions are: the name the adapter has in its module */
static PyObject *
fb_reduce(FastBinary *self, PyObject *unused)
{
    return PyObject_GetAttrString(self->fallback, "__qualname__");
}

static PyMethodDef fb_methods[] = {
    {"__copy__", (PyCFunction)fb_self, METH_NOARGS, "The object itself (a function-like constant)."},
    {"__deepcopy__", (PyCFunction)fb_self, METH_O, "The object itself (a function-like constant)."},
    {"__reduce__", (PyCFunction)fb_reduce, METH_NOARGS, "Pickled by reference, as a function."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef fb_getset[] = {
    {"__dict__", PyObject_GenericGetDict, PyObject_GenericSetDict, NULL, NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject FastBinaryType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "mindshim._cbinary.FastBinary",
    .tp_basicsize = sizeof(FastBinary),
    .tp_dealloc = (destructor)fb_dealloc,
    .tp_vectorcall_offset = offsetof(FastBinary, vectorcall),
    .tp_repr = (reprfunc)fb_repr,
    .tp_call = PyVectorcall_Call,
    .tp_getattro = PyObject_GenericGetAttr,
    .tp_setattro = PyObject_GenericSetAttr,
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL | Py_TPFLAGS_METHOD_DESCRIPTOR,
    .tp_doc = "A binary op's two-Tensor fast path in C over its Python adapter (see the module's docstring).",
    .tp_traverse = (traverseproc)fb_traverse,
    .tp_clear = (inquiry)fb_clear,
    .tp_methods = fb_methods,
    .tp_getset = fb_getset,
    .tp_descr_get = fb_descr_get,
    .tp_dictoffset = offsetof(FastBinary, dict),
    .tp_new = fb_new,
};

static PyObject *s_call; /* "__call__" */

/* tp_call of a class whose ``__call__`` is a FastBinary (``install_call``): the instance's call goes to it with
 * the instance prepended, without slot_tp_call's bound-method round trip; any other ``__call__`` (a subclass's
 * own, or one assigned later, which resets this slot anyway) is called as Python calls it. */
static PyObject *
fb_type_call(PyObject *obj, PyObject *args, PyObject *kwargs)
{
    PyObject *meth = _PyType_Lookup(Py_TYPE(obj), s_call); /* borrowed */
    if (meth == NULL) {
        PyErr_Format(PyExc_TypeError, "'%.200s' object is not callable", Py_TYPE(obj)->tp_name);
        return NULL;
    }
    Py_ssize_t n = PyTuple_GET_SIZE(args);
    if (Py_TYPE(meth) == &FastBinaryType && (kwargs == NULL || PyDict_GET_SIZE(kwargs) == 0) && n <= 4) {
        PyObject *stack[5] = {obj, NULL, NULL, NULL, NULL};
        for (Py_ssize_t i = 0; i < n; i++)
            stack[i + 1] = PyTuple_GET_ITEM(args, i);
        return fb_vectorcall(meth, stack, (size_t)(n + 1), NULL);
    }
    Py_INCREF(meth);
    PyObject *bound = Py_TYPE(meth)->tp_descr_get ? Py_TYPE(meth)->tp_descr_get(meth, obj, (PyObject *)Py_TYPE(obj))
                                                  : (Py_INCREF(meth), meth);
    Py_DECREF(meth);
    if (bound == NULL)
        return NULL;
    PyObject *out = PyObject_Call(bound, args, kwargs);
    Py_DECREF(bound);
    return out;
}

/* install_call(cls): instances of ``cls`` (a class statement's class whose ``__call__`` is a FastBinary) are
 * called through fb_type_call. */
static PyObject *
install_call(PyObject *module, PyObject *cls)
{
    if (!PyType_Check(cls) || !(((PyTypeObject *)cls)->tp_flags & Py_TPFLAGS_HEAPTYPE)) {
        PyErr_SetString(PyExc_TypeError, "install_call: a class made by a class statement is expected");
        return NULL;
    }
    PyObject *meth = PyDict_GetItemWithError(((PyTypeObject *)cls)->tp_dict, s_call);
    if (meth == NULL || Py_TYPE(meth) != &FastBinaryType) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_TypeError, "install_call: the class's own __call__ must be a FastBinary");
        return NULL;
    }
    ((PyTypeObject *)cls)->tp_call = fb_type_call;
    Py_RETURN_NONE;
}

static PyMethodDef module_methods[] = {
    {"install_call", install_call, METH_O, "Call instances of a class whose __call__ is a FastBinary without a "
                                           "bound-method round trip (see mindshim/_cbinary.c)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef cbinary_module = {
    PyModuleDef_HEAD_INIT, "mindshim._cbinary",
    "The two-Tensor fast path of mindshim's binary ops in C (optional; see mindshim/_cbinary.c).", -1, module_methods,
};

PyMODINIT_FUNC
PyInit__cbinary(void)
{
    s_t = PyUnicode_InternFromString("_t");
    s_dtype = PyUnicode_InternFromString("dtype");
    s_call = PyUnicode_InternFromString("__call__");
    if (s_t == NULL || s_dtype == NULL || s_call == NULL || PyType_Ready(&FastBinaryType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&cbinary_module);
    if (m == NULL)
        return NULL;
    Py_INCREF(&FastBinaryType);
    if (PyModule_AddObject(m, "FastBinary", (PyObject *)&FastBinaryType) < 0) {
        Py_DECREF(&FastBinaryType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
