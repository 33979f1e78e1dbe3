"""The registry of mindshim's public names: every MindSpore module's names and where each one is implemented."""

# Every public name mindshim provides is declared once, here, and every surface reads it: the modules' ``__all__``
# (``__all__ = _api.names(__name__)``), their lazy ``__getattr__``/``__dir__`` (:func:`attach`), the Tensor
# methods (:data:`TENSOR`, installed by ``mindshim.ops.function._tensor_methods.install``) and the coverage
# table (tools/api_coverage.py). Adding an op is one entry: its name in the group of the module that
# implements it, in the MindSpore module that defines it (``mindspore.ops.function.math_func``); the modules that
# re-export that one (``mindspore.ops.function``, ``mindspore.ops``, ``mindspore.ops.functional``) include it with
# ``"*"`` and see the name too.
#
# MODULES maps a MindSpore module path to its declarations, read in this order:
#   "*":        other registry modules whose names this one re-exports (at the same targets), in order;
#   "*names":   the same, without the submodules they export (``from mindspore.train import *`` at the top level);
#   "":         names implemented in this module itself (``mindspore.x.y`` is ``mindshim.x.y``);
#   "modules":  submodules exported as names: ``mindshim.nn.layer`` (named ``layer``) or ``P=mindshim.ops.operations``;
#   "mindshim.a.b": names implemented in that module: ``add`` (``mindshim.a.b:add``) or ``cat=concat``.
# A later declaration of a name replaces an earlier one (``mindspore.nn`` includes ``mindspore.nn.metrics`` after
# ``mindspore.nn.layer``, so its ``CosineSimilarity`` is the metric). Names a module does not bind when it is imported
# are resolved on first use by the ``__getattr__`` of :func:`attach` (``mindspore.Tensor``, ``mindspore.train``,
# ``mindspore.nn.Accuracy``, ``mindspore.mint.exp``), and cached in the module.

from __future__ import annotations

import importlib
import sys

_SHIM, _ALIAS = "mindshim", "mindspore"

MODULES: dict[str, dict[str, str]] = {
    "mindspore": {
        "*": "mindspore.common.dtype",
        "*names": "mindspore.train mindspore.runtime",
        "": "mindshim_version",
        "mindshim._importer": "install uninstall",
        "mindshim.common._grad_function": "_Function",
        "mindshim.common._saved_tensors": "register_saved_tensors_hooks saved_tensors_hooks",
        "mindshim.common.api": "JitConfig jit jit_class mutable ms_function ms_class _no_grad",
        "mindshim.common.dump": "set_dump",
        "mindshim.common.generator": "Generator default_generator get_rng_state initial_seed manual_seed seed set_rng_state",
        "mindshim.common.parameter": "Parameter ParameterTuple",
        "mindshim.common.recompute": "recompute",
        "mindshim.common.seed": "get_seed set_seed",
        "mindshim.common.sparse_tensor": "COOTensor CSRTensor RowTensor",
        "mindshim.common.tensor": "Tensor from_numpy=_from_numpy swap_tensors tensor",
        "mindshim.context": """
            COMPATIBLE GRAPH_MODE LAX PYNATIVE_MODE ParallelMode STRICT get_auto_parallel_context get_context
            get_ps_context reset_auto_parallel_context reset_ps_context set_auto_parallel_context set_context
            set_device set_ps_context
            """,
        "mindshim.device_manager": "get_current_device set_deterministic",
        "mindshim.graph": "lazy_inline no_inline set_recursion_limit",
        "mindshim.log": "get_level get_log_config",
        "mindshim.mindrecord": "MindPage",
        "mindshim.mindrecord.config": "set_dec_mode set_enc_key set_enc_mode",
        "mindshim.mindrecord.core.shardutils": "FAILED SUCCESS",
        "mindshim.mindrecord.filereader": "FileReader",
        "mindshim.mindrecord.filewriter": "FileWriter",
        "mindshim.mindrecord.tools.cifar100_to_mr": "Cifar100ToMR",
        "mindshim.mindrecord.tools.cifar10_to_mr": "Cifar10ToMR",
        "mindshim.mindrecord.tools.csv_to_mr": "CsvToMR",
        "mindshim.mindrecord.tools.imagenet_to_mr": "ImageNetToMR",
        "mindshim.mindrecord.tools.mnist_to_mr": "MnistToMR",
        "mindshim.mindrecord.tools.tfrecord_to_mr": "TFRecordToMR",
        "mindshim.ops.composite.base": "get_grad grad jvp value_and_grad vjp",
        "mindshim.ops.composite.transforms": "jacfwd jacrev vmap",
        "mindshim.ops.function.array_func": "is_tensor",
        "mindshim.ops.primitive": "constexpr",
        "mindshim.parallel": "Layout get_algo_parameters reset_algo_parameters set_algo_parameters shard",
        "mindshim.profiler": "Profiler",
        "mindshim.run_check": "run_check",
        "mindshim.utils.dlpack": "from_dlpack to_dlpack",
        "modules": """
            mindshim.log mindshim.context mindshim.runtime mindshim.common mindshim.common.dtype
            mindshim.communication mindshim.ops mindshim.graph mindshim.train mindshim.nn mindshim.amp
            mindshim.boost mindshim.dataset mindshim.device_context mindshim.device_manager mindshim.experimental
            mindshim.hal mindshim.mindrecord mindshim.mint mindshim.numpy mindshim.onnx mindshim.parallel
            mindshim.profiler mindshim.tools mindshim.utils mindshim.version mindshim._checkparam
            """,
    },
    "mindspore.amp": {
        "": "DynamicLossScaler StaticLossScaler LossScaler all_finite",
        "mindshim.common.parameter": "Parameter",
        "mindshim.common.tensor": "Tensor",
        "mindshim.train.amp": "build_train_network auto_mixed_precision custom_mixed_precision get_white_list get_black_list",
        "mindshim.train.loss_scale_manager": "DynamicLossScaleManager LossScaleManager FixedLossScaleManager",
    },
    "mindspore.boost": {
        "*": """
            mindspore.boost.grad_freeze mindspore.boost.base mindspore.boost.boost_cell_wrapper
            mindspore.boost.adasum mindspore.boost.boost mindspore.boost.dim_reduce
            mindspore.boost.group_loss_scale_manager mindspore.boost.less_batch_normalization
            """,
        "mindshim.boost.grad_accumulation": "GradientAccumulation",
    },
    "mindspore.boost.adasum": {
        "": "AdaSum",
    },
    "mindspore.boost.base": {
        "": "OptimizerProcess ParameterProcess",
    },
    "mindspore.boost.boost": {
        "": "AutoBoost",
    },
    "mindspore.boost.boost_cell_wrapper": {
        "": "BoostTrainOneStepCell BoostTrainOneStepWithLossScaleCell",
    },
    "mindspore.boost.dim_reduce": {
        "": "DimReduce",
    },
    "mindspore.boost.grad_accumulation": {
        "": "GradientAccumulation gradient_accumulation_op gradient_clear_op",
    },
    "mindspore.boost.grad_freeze": {
        "": "GradientFreeze FreezeOpt freeze_cell",
    },
    "mindspore.boost.group_loss_scale_manager": {
        "": "GroupLossScaleManager",
    },
    "mindspore.boost.less_batch_normalization": {
        "": "LessBN",
    },
    "mindspore.common": {
        "*": "mindspore.common.parameter mindspore.common.seed",
        "mindshim.common._grad_function": "_Function",
        "mindshim.common._saved_tensors": "register_saved_tensors_hooks saved_tensors_hooks",
        "mindshim.common.api": "jit ms_function jit_class ms_class JitConfig mutable _no_grad",
        "mindshim.common.tensor": "Tensor from_numpy=_from_numpy swap_tensors tensor",
        "mindshim.common.sparse_tensor": "COOTensor CSRTensor RowTensor",
        "mindshim.common.generator": "Generator default_generator get_rng_state initial_seed manual_seed seed set_rng_state",
        "mindshim.common.recompute": "recompute",
        "mindshim.common.dump": "set_dump",
        "mindshim.ops.function.array_func": "is_tensor",
        "modules": "mindshim.common.dtype mindshim.common.initializer mindshim.common.api",
    },
    "mindspore.common.api": {
        "": "jit ms_function jit_class ms_class JitConfig mutable in_jit",
    },
    "mindspore.common.dtype": {
        "": """
            Type bool_ int8 int16 int32 int64 uint8 uint16 uint32 uint64 float16 float32 float64 bfloat16 complex64
            complex128 half single double float_ int_ uint byte ubyte short ushort intc uintc intp uintp long cfloat
            cdouble number string type_none tensor_type TensorType Bool Int UInt Float BFloat Complex String
            TypeNone dtype_to_nptype dtype_to_pytype pytype_to_dtype get_py_obj_dtype int_type uint_type float_type
            complex_type number_type all_types to_torch_dtype from_torch_dtype float int bool list_ tuple_ List
            Tuple float8_e4m3fn float8_e5m2 hifloat8 qint4x2 type_size_in_bytes
            """,
    },
    "mindspore.common.dump": {
        "": "set_dump",
    },
    "mindspore.common.generator": {
        "": "Generator default_generator manual_seed seed initial_seed get_rng_state set_rng_state",
    },
    "mindspore.common.initializer": {
        "": """
            Initializer initializer Zero One Constant Normal TruncatedNormal Uniform HeUniform HeNormal
            XavierUniform XavierNormal Identity Orthogonal Dirac Sparse VarianceScaling
            """,
        "mindshim.common.seed": "get_seed",
        "mindshim.common.tensor": "Tensor",
    },
    "mindspore.common.parameter": {
        "": "Parameter ParameterTuple",
    },
    "mindspore.common.recompute": {
        "": "recompute",
    },
    "mindspore.common.seed": {
        "": "set_seed get_seed",
    },
    "mindspore.common.sparse_tensor": {
        "": "COOTensor CSRTensor RowTensor",
    },
    "mindspore.common.tensor": {
        "": "Tensor tensor swap_tensors",
    },
    "mindspore.communication": {
        "*": "mindspore.communication.management",
        "modules": "mindshim.communication.comm_func mindshim.communication.management",
    },
    "mindspore.communication.comm_func": {
        "": """
            CommHandle all_reduce all_gather_into_tensor reduce_scatter_tensor broadcast reduce barrier send recv
            isend irecv
            """,
    },
    "mindspore.communication.management": {
        "": """
            GlobalComm HCCL_WORLD_COMM_GROUP NCCL_WORLD_COMM_GROUP MCCL_WORLD_COMM_GROUP init release is_initialized
            get_rank get_group_size get_local_rank get_local_rank_size create_group destroy_group get_comm_name
            get_process_group_ranks get_group_rank_from_world_rank get_world_rank_from_group_rank
            """,
    },
    "mindspore.context": {
        "": """
            GRAPH_MODE PYNATIVE_MODE STRICT COMPATIBLE LAX set_context get_context set_device get_device
            ParallelMode set_auto_parallel_context get_auto_parallel_context reset_auto_parallel_context
            set_ps_context get_ps_context reset_ps_context get_jit_config
            """,
    },
    "mindspore.dataset": {
        "*": """
            mindspore.dataset.engine.datasets mindspore.dataset.engine.datasets_vision
            mindspore.dataset.engine.datasets_standard_format mindspore.dataset.engine.datasets_text
            """,
        "mindshim.dataset.engine.samplers": """
            Sampler SequentialSampler RandomSampler SubsetSampler SubsetRandomSampler DistributedSampler
            BuiltinSampler IterSampler PKSampler WeightedRandomSampler
            """,
        "mindshim.dataset.vision.transforms": "Inter Border ImageBatchFormat",
        "mindshim.dataset.engine.cache_client": "DatasetCache",
        "modules": "mindshim.dataset.core.config",
    },
    "mindspore.dataset.engine.cache_client": {
        "": "DatasetCache",
    },
    "mindspore.dataset.audio.transforms": {
        "": """
            AudioTensorOperation AllpassBiquad AmplitudeToDB Angle BandBiquad BandpassBiquad BandrejectBiquad
            BassBiquad Biquad ComplexNorm ComputeDeltas Contrast DBToAmplitude Dither DCShift DeemphBiquad
            DetectPitchFrequency EqualizerBiquad Fade Filtfilt Flanger FrequencyMasking Gain GriffinLim
            HighpassBiquad InverseMelScale InverseSpectrogram LFCC LFilter LowpassBiquad Magphase MaskAlongAxis
            MaskAlongAxisIID MelScale MelSpectrogram MFCC MuLawDecoding MuLawEncoding Overdrive PhaseVocoder Phaser
            PitchShift Resample RiaaBiquad SlidingWindowCmn SpectralCentroid Spectrogram TimeMasking TimeStretch
            TrebleBiquad Vad Vol
            """,
    },
    "mindspore.dataset.audio.utils": {
        "": """
            BorderType DensityFunction FadeShape GainType Interpolation MelType Modulation NormMode NormType
            ResampleMethod ScaleType WindowType create_dct linear_fbanks melscale_fbanks
            """,
    },
    "mindspore.dataset.audio.validators": {
        "": """
            check_value check_pos_int32 check_non_negative_int32 check_float32 check_pos_float32
            check_non_negative_float32
            """,
        "mindshim.dataset.core.validator_helpers": "type_check",
    },
    "mindspore.dataset.core.config": {
        "": """
            set_seed get_seed set_num_parallel_workers get_num_parallel_workers set_prefetch_size get_prefetch_size
            set_enable_shared_mem get_enable_shared_mem set_debug_mode get_debug_mode set_numa_enable
            get_numa_enable set_monitor_sampling_interval get_monitor_sampling_interval set_callback_timeout
            get_callback_timeout set_auto_num_workers get_auto_num_workers set_enable_autotune get_enable_autotune
            set_autotune_interval get_autotune_interval set_enable_watchdog get_enable_watchdog
            set_multiprocessing_timeout_interval get_multiprocessing_timeout_interval set_sending_batches
            set_error_samples_mode get_error_samples_mode ErrorSamplesMode set_multiprocessing_start_method
            get_multiprocessing_start_method
            """,
    },
    "mindspore.dataset.core.validator_helpers": {
        "": """
            type_check type_check_list check_value check_positive check_pos_int32 check_uint32
            check_num_parallel_workers check_independent_mode check_columns
            """,
    },
    "mindspore.dataset.engine.datasets": {
        "": """
            Dataset GeneratorDataset NumpySlicesDataset PaddedDataset BatchDataset PaddedBatchDataset
            BucketBatchByLengthDataset SyncWaitDataset TransferDataset MapDataset ShuffleDataset RepeatDataset
            TakeDataset SkipDataset ProjectDataset RenameDataset ZipDataset ConcatDataset FilterDataset BatchInfo
            zip DictIterator TupleIterator
            """,
    },
    "mindspore.dataset.engine.datasets_standard_format": {
        "": "CSVDataset MindDataset TFRecordDataset Schema",
        "mindshim.dataset.engine.samplers": "Shuffle",
    },
    "mindspore.dataset.engine.datasets_text": {
        "": "TextFileDataset",
    },
    "mindspore.dataset.engine.datasets_vision": {
        "": """
            MnistDataset FashionMnistDataset KMnistDataset EMnistDataset Cifar10Dataset Cifar100Dataset
            ImageFolderDataset RandomDataset FakeImageDataset
            """,
    },
    "mindspore.dataset.engine.samplers": {
        "": """
            Shuffle BuiltinSampler Sampler SequentialSampler RandomSampler SubsetSampler SubsetRandomSampler
            DistributedSampler PKSampler WeightedRandomSampler IterSampler select_sampler
            """,
    },
    "mindspore.dataset.text": {
        "*": "mindspore.dataset.text.transforms mindspore.dataset.text.utils",
        "modules": "mindshim.dataset.text.transforms mindshim.dataset.text.utils",
    },
    "mindspore.dataset.text.transforms": {
        "": """
            TextTensorOperation AddToken BasicTokenizer BertTokenizer CaseFold Lookup Ngram NormalizeUTF8
            PythonTokenizer RegexReplace RegexTokenizer SlidingWindow ToNumber Truncate TruncateSequencePair
            UnicodeCharTokenizer WhitespaceTokenizer WordpieceTokenizer
            """,
    },
    "mindspore.dataset.text.utils": {
        "": """
            Vocab to_str to_bytes JiebaMode NormalizeForm SentencePieceModel SPieceTokenizerOutType
            SPieceTokenizerLoadType
            """,
    },
    "mindspore.dataset.transforms": {
        "*": "mindspore.dataset.transforms.c_transforms",
    },
    "mindspore.dataset.transforms.c_transforms": {
        "mindshim.dataset.transforms.transforms": """
            TensorOperation PyTensorOperation=TensorOperation Compose TypeCast OneHot Duplicate Fill Concatenate
            Slice Mask PadEnd RandomApply RandomChoice RandomOrder Relational Unique
            """,
    },
    "mindspore.dataset.transforms.py_transforms": {
        "*": "mindspore.dataset.transforms.c_transforms",
    },
    "mindspore.dataset.transforms.transforms": {
        "": """
            TensorOperation PyTensorOperation Compose TypeCast OneHot Duplicate Fill Concatenate Slice Mask PadEnd
            RandomApply RandomChoice RandomOrder Relational Unique
            """,
    },
    "mindspore.dataset.vision": {
        "*": "mindspore.dataset.vision.c_transforms",
    },
    "mindspore.dataset.vision.c_transforms": {
        "*": "mindspore.dataset.vision.transforms",
    },
    "mindspore.dataset.vision.py_transforms": {
        "*": "mindspore.dataset.vision.transforms",
    },
    "mindspore.dataset.vision.transforms": {
        "": """
            Inter Border ImageBatchFormat Rescale Normalize HWC2CHW Resize ToTensor CenterCrop RandomCrop
            RandomHorizontalFlip RandomVerticalFlip Pad Grayscale ToType Decode ConvertMode SliceMode ImageReadMode
            HorizontalFlip VerticalFlip Crop ResizedCrop Invert Posterize Solarize AdjustBrightness AdjustContrast
            AdjustSaturation AdjustHue AdjustGamma ConvertColor NormalizePad PadToSize Erase Rotate RandomRotation
            Affine RandomAffine RandomResizedCrop RandomCropDecodeResize RandomColorAdjust RandomGrayscale
            RandomInvert RandomPosterize RandomSolarize RandomResize CutOut RandomErasing MixUpBatch CutMixBatch
            UniformAugment RandomSelectSubpolicy ToPIL ToNumpy get_image_num_channels get_image_size AdjustSharpness
            AutoContrast Equalize GaussianBlur RandomAdjustSharpness RandomAutoContrast RandomEqualize FiveCrop
            TenCrop LinearTransformation RgbToHsv HsvToRgb SlicePatches RandomColor RandomSharpness RandomLighting
            AutoAugmentPolicy AutoAugment RandAugment TrivialAugmentWide Perspective RandomPerspective
            """,
    },
    "mindspore.dataset.vision.utils": {
        "mindshim.dataset.vision.transforms": """
            Inter Border ConvertMode ImageBatchFormat ImageReadMode SliceMode AutoAugmentPolicy
            get_image_num_channels get_image_size
            """,
    },
    "mindspore.dataset.vision.validators": {
        "": """
            FLOAT_MAX_INTEGER check_value_interval check_range check_pos_float32 check_crop_size
            check_random_resize_crop
            """,
    },
    "mindspore.device_context": {
        "modules": "mindshim.device_context.cpu mindshim.device_context.gpu mindshim.device_context.ascend",
    },
    "mindspore.device_context.ascend": {
        "": "is_available device_count op_precision op_tuning op_debug",
    },
    "mindspore.device_context.cpu": {
        "": "is_available device_count op_tuning",
    },
    "mindspore.device_context.gpu": {
        "": "is_available device_count op_precision op_tuning",
    },
    "mindspore.device_manager": {
        "": "get_current_device set_deterministic DeviceInfo",
        "mindshim.context": "set_device",
    },
    "mindspore.experimental": {
        "modules": "mindshim.experimental.optim",
    },
    "mindspore.experimental.optim": {
        "*": """
            mindspore.experimental.optim.adadelta mindspore.experimental.optim.adagrad
            mindspore.experimental.optim.adam mindspore.experimental.optim.adamax mindspore.experimental.optim.adamw
            mindspore.experimental.optim.asgd mindspore.experimental.optim.nadam
            mindspore.experimental.optim.optimizer mindspore.experimental.optim.radam
            mindspore.experimental.optim.rmsprop mindspore.experimental.optim.rprop mindspore.experimental.optim.sgd
            """,
    },
    "mindspore.experimental.optim.adadelta": {
        "": "Adadelta",
    },
    "mindspore.experimental.optim.adagrad": {
        "": "Adagrad",
    },
    "mindspore.experimental.optim.adam": {
        "": "Adam",
    },
    "mindspore.experimental.optim.adamax": {
        "": "Adamax",
    },
    "mindspore.experimental.optim.adamw": {
        "": "AdamW",
    },
    "mindspore.experimental.optim.asgd": {
        "": "ASGD",
    },
    "mindspore.experimental.optim.lr_scheduler": {
        "": """
            StepLR LinearLR LRScheduler ExponentialLR PolynomialLR MultiplicativeLR ConstantLR MultiStepLR LambdaLR
            SequentialLR ReduceLROnPlateau CyclicLR CosineAnnealingWarmRestarts CosineAnnealingLR
            """,
    },
    "mindspore.experimental.optim.nadam": {
        "": "NAdam",
    },
    "mindspore.experimental.optim.optimizer": {
        "": "Optimizer",
    },
    "mindspore.experimental.optim.radam": {
        "": "RAdam",
    },
    "mindspore.experimental.optim.rmsprop": {
        "": "RMSprop",
    },
    "mindspore.experimental.optim.rprop": {
        "": "Rprop",
    },
    "mindspore.experimental.optim.sgd": {
        "": "SGD",
    },
    "mindspore.graph": {
        "": "set_recursion_limit lazy_inline no_inline",
    },
    "mindspore.hal": {
        "": """
            is_available is_initialized device_count get_device_name get_device_properties get_device_capability
            get_arch_list
            """,
        "mindshim.runtime.memory": """
            empty_cache max_memory_allocated max_memory_reserved memory_allocated memory_reserved memory_stats
            memory_summary reset_max_memory_allocated reset_max_memory_reserved reset_peak_memory_stats
            """,
        "mindshim.runtime.stream": """
            Event Stream StreamCtx communication_stream current_stream default_stream set_cur_stream synchronize
            """,
    },
    "mindspore.log": {
        "": "debug info warning error critical get_level get_log_config",
    },
    "mindspore.mindrecord": {
        "*": """
            mindspore.mindrecord.tools mindspore.mindrecord.config mindspore.mindrecord.filereader
            mindspore.mindrecord.filewriter mindspore.mindrecord.mindpage
            """,
        "mindshim.mindrecord.core.shardutils": "SUCCESS FAILED",
    },
    "mindspore.mindrecord.common.exceptions": {
        "": """
            MindRecordException UnknownError ParamValueError ParamTypeError ParamMissError PathNotExistsError
            DbConnectionError MRMOpenError MRMOpenForAppendError MRMInvalidPageSizeError MRMInvalidHeaderSizeError
            MRMSetHeaderError MRMWriteDatasetError MRMCommitError MRMLaunchError MRMFinishError MRMCloseError
            MRMAddSchemaError MRMAddIndexError MRMBuildSchemaError MRMGetMetaError MRMIndexGeneratorError
            MRMGenerateIndexError MRMInitSegmentError MRMFetchCandidateFieldsError MRMReadCategoryInfoError
            MRMFetchDataError MRMInvalidSchemaError MRMValidateDataError MRMDefineIndexError MRMDefineBlobError
            MRMUnsupportedSchemaError MRMDefineCategoryError
            """,
    },
    "mindspore.mindrecord.config": {
        "": "set_enc_key set_enc_mode set_dec_mode",
    },
    "mindspore.mindrecord.core.shardheader": {
        "": "ShardHeader Page read_header",
    },
    "mindspore.mindrecord.core.shardindexgenerator": {
        "": "ShardIndexGenerator row_locations",
    },
    "mindspore.mindrecord.core.shardreader": {
        "": "ShardReader MindRecordFiles split_blob check_input_files resolve_paths",
    },
    "mindspore.mindrecord.core.shardsegment": {
        "": "ShardSegment",
    },
    "mindspore.mindrecord.core.shardutils": {
        "": """
            SUCCESS FAILED MIN_HEADER_SIZE MAX_HEADER_SIZE MIN_PAGE_SIZE MAX_PAGE_SIZE MIN_SHARD_COUNT
            MAX_SHARD_COUNT MIN_CONSUMER_COUNT MAX_CONSUMER_COUNT VALUE_TYPE_MAP VALID_ATTRIBUTES
            VALID_ARRAY_ATTRIBUTES check_filename check_parameter mr_error populate_data
            """,
    },
    "mindspore.mindrecord.core.shardwriter": {
        "": "ShardWriter",
    },
    "mindspore.mindrecord.filereader": {
        "": "FileReader",
    },
    "mindspore.mindrecord.filewriter": {
        "": "FileWriter",
    },
    "mindspore.mindrecord.mindpage": {
        "": "MindPage",
    },
    "mindspore.mindrecord.tools": {
        "*": """
            mindspore.mindrecord.tools.cifar100_to_mr mindspore.mindrecord.tools.cifar10_to_mr
            mindspore.mindrecord.tools.csv_to_mr mindspore.mindrecord.tools.imagenet_to_mr
            mindspore.mindrecord.tools.mnist_to_mr mindspore.mindrecord.tools.tfrecord_to_mr
            """,
    },
    "mindspore.mindrecord.tools.cifar100_to_mr": {
        "": "Cifar100ToMR",
    },
    "mindspore.mindrecord.tools.cifar10_to_mr": {
        "": "Cifar10ToMR",
    },
    "mindspore.mindrecord.tools.csv_to_mr": {
        "": "CsvToMR",
    },
    "mindspore.mindrecord.tools.imagenet_to_mr": {
        "": "ImageNetToMR",
    },
    "mindspore.mindrecord.tools.mnist_to_mr": {
        "": "MnistToMR",
    },
    "mindspore.mindrecord.tools.tfrecord_to_mr": {
        "": "TFRecordToMR",
    },
    "mindspore.mint": {
        "": """
            arange zeros ones full zeros_like ones_like full_like empty empty_like eye linspace clone polar rand
            randn randint rand_like randn_like randint_like randperm normal bernoulli multinomial exp2 log2 log10
            sqrt asin acos atan asinh acosh atanh arcsin arccos arctan arcsinh arccosh arctanh atan2 arctan2 sinc
            erfinv fix round frac isneginf bitwise_and bitwise_or bitwise_xor add sub mul div divide floor_divide
            remainder fmod pow float_power xlogy logaddexp logaddexp2 lerp clamp clip gcd addcdiv addcmul nan_to_num
            real imag equal allclose sum mean prod max min amax amin argmax argmin all any std var std_mean var_mean
            logsumexp norm median kthvalue count_nonzero nansum cumsum cumprod cummax cummin histc bincount diff
            trace cat concat stack hstack dstack split chunk unbind reshape flatten ravel permute transpose swapaxes
            t squeeze unsqueeze narrow select tile broadcast_to flip roll repeat_interleave gather index_select
            index_add scatter scatter_add masked_select take where nonzero tril triu diag meshgrid unique
            unique_consecutive sort argsort topk searchsorted item matmul mm bmm mv dot vdot outer addmm addbmm
            baddbmm addmv einsum cross cdist inverse triangular_solve softmax batch_norm_stats batch_norm_elemt
            batch_norm_gather_stats_with_counts conv_tbc addr_ cdist_ flatten_ext
            """,
        "mindshim.common.tensor": "Tensor",
        "mindshim.mint.nn.functional": "conv2d npu_gelu=gelu softmax_ext=softmax",
        "mindshim.ops.function.math_func": """
            abs neg negative=neg exp expm1 log log1p rsqrt square reciprocal sin cos tan sinh cosh tanh sigmoid sign
            erf erfc ceil floor trunc isfinite isinf isnan logical_not logical_and logical_or logical_xor
            bitwise_not maximum minimum eq=equal ne=not_equal not_equal gt=greater greater ge=greater_equal
            greater_equal lt=less less le=less_equal less_equal isclose
            """,
        "modules": """
            mindshim.mint.nn mindshim.mint.optim mindshim.mint.linalg mindshim.mint.special
            mindshim.mint.distributed
            """,
    },
    "mindspore.mint.distributed": {
        "*": "mindspore.mint.distributed.distributed",
    },
    "mindspore.mint.distributed.distributed": {
        "": """
            init_process_group destroy_process_group is_available is_initialized get_rank get_world_size get_backend
            new_group get_group_rank get_global_rank get_process_group_ranks barrier all_reduce reduce broadcast
            all_gather all_gather_into_tensor reduce_scatter_tensor gather scatter all_to_all all_to_all_single send
            recv isend irecv all_gather_object broadcast_object_list gather_object scatter_object_list
            """,
    },
    "mindspore.mint.linalg": {
        "": "inv norm vector_norm matrix_norm qr",
    },
    "mindspore.mint.nn": {
        "*": "mindspore.mint.nn.layer",
        "": """
            NLLLoss CrossEntropyLoss BCEWithLogitsLoss BCELoss MSELoss L1Loss SmoothL1Loss KLDivLoss
            CosineEmbeddingLoss UpsamplingNearest2d UpsamplingBilinear2d upsample_bilinear2d_op
            upsample_nearest2d_op
            """,
        "mindshim.mint.nn.functional": "cross_entropy kl_div_ext=kl_div mse_loss_ext=mse_loss nllloss=nll_loss",
        "mindshim.nn.cell": "Cell",
        "mindshim.nn.layer.activation": "ReLU Hardshrink=HShrink Hardsigmoid=HSigmoid Hardswish=HSwish Softshrink=SoftShrink",
        "mindshim.nn.layer.basic": "Identity Linear",
        "mindshim.nn.loss.loss": "SoftMarginLoss",
        "modules": "mindshim.mint.nn.functional",
    },
    "mindspore.mint.nn.functional": {
        "": """
            conv_transpose2d max_pool2d binary_cross_entropy_with_logits interpolate pad unfold fold layer_norm
            upsample relu relu_ dropout conv1d conv2d log_softmax prelu binary_cross_entropy cross_entropy conv3d
            nll_loss softmax batch_norm gelu linear group_norm soft_margin_loss silu sigmoid_ embedding
            pixel_shuffle one_hot avg_pool3d avg_pool1d avg_pool2d grid_sample leaky_relu adaptive_avg_pool3d
            max_unpool2d threshold threshold_ adaptive_max_pool2d normalize elu elu_ logsigmoid adaptive_max_pool1d
            mse_loss adaptive_avg_pool1d adaptive_avg_pool2d dropout2d flatten glu hardtanh hardtanh_ relu6 kl_div
            cosine_embedding_loss selu mish softplus softshrink hardshrink hardsigmoid hardswish l1_loss
            smooth_l1_loss clamp broadcast_to adaptive_avg_pool3d_ext elu_ext hardtanh_op inplace_elu inplace_silu
            norm_ext silu_func threshold_op
            """,
        "mindshim.ops.function.math_func": "sigmoid tanh",
    },
    "mindspore.mint.nn.layer": {
        "*": """
            mindspore.mint.nn.layer.activation mindspore.mint.nn.layer.padding mindspore.mint.nn.layer.pooling
            mindspore.mint.nn.layer.basic mindspore.mint.nn.layer.normalization mindspore.mint.nn.layer.conv
            """,
    },
    "mindspore.mint.nn.layer.activation": {
        "": """
            SiLU Sigmoid LogSigmoid ELU GLU Tanh Threshold GELU SELU Mish Hardtanh ReLU6 Softmax LogSoftmax PReLU
            """,
    },
    "mindspore.mint.nn.layer.basic": {
        "": "Flatten Dropout Dropout2d Embedding Unfold Fold Upsample PixelShuffle",
    },
    "mindspore.mint.nn.layer.conv": {
        "": "Conv1d Conv2d Conv3d ConvTranspose2d",
    },
    "mindspore.mint.nn.layer.normalization": {
        "": "BatchNorm1d BatchNorm2d BatchNorm3d SyncBatchNorm LayerNorm GroupNorm",
    },
    "mindspore.mint.nn.layer.padding": {
        "": """
            ConstantPad1d ConstantPad2d ConstantPad3d ZeroPad1d ZeroPad2d ZeroPad3d ReflectionPad1d ReflectionPad2d
            ReflectionPad3d ReplicationPad1d ReplicationPad2d ReplicationPad3d
            """,
    },
    "mindspore.mint.nn.layer.pooling": {
        "": """
            MaxPool2d AvgPool1d AvgPool2d AvgPool3d AdaptiveAvgPool1d AdaptiveAvgPool2d AdaptiveAvgPool3d
            AdaptiveMaxPool1d AdaptiveMaxPool2d MaxUnpool2d
            """,
    },
    "mindspore.mint.optim": {
        "*": """
            mindspore.mint.optim.adam mindspore.mint.optim.adamw mindspore.mint.optim.fused_adamw
            mindspore.mint.optim.sgd
            """,
    },
    "mindspore.mint.optim.adam": {
        "": "Adam",
    },
    "mindspore.mint.optim.adamw": {
        "": "AdamW",
    },
    "mindspore.mint.optim.fused_adamw": {
        "": "FusedAdamW",
    },
    "mindspore.mint.optim.sgd": {
        "": "SGD",
    },
    "mindspore.mint.special": {
        "mindshim.mint": "exp2 round sinc",
        "mindshim.mint.nn.functional": "log_softmax",
        "mindshim.ops.function.math_func": "erfc expm1 log1p",
    },
    "mindspore.msrun": {
        "mindshim.parallel.cluster.run": "get_args run main",
    },
    "mindspore.nn": {
        "*": """
            mindspore.nn.layer mindspore.nn.loss mindspore.nn.metrics mindspore.nn.optim mindspore.nn.wrap
            mindspore.nn.dynamic_lr mindspore.nn.learning_rate_schedule mindspore.nn.cell mindspore.nn.grad
            """,
        "mindshim.mint.nn": "L1LossExt=L1Loss",
        "mindshim.mint.nn.layer.activation": "LogSoftmaxExt PReLUExt",
        "mindshim.mint.nn.layer.basic": "Dropout2dExt DropoutExt EmbeddingExt",
        "mindshim.mint.nn.layer.normalization": "LayerNormExt",
        "mindshim.mint.nn.layer.pooling": "AvgPool1dExt AvgPool2dExt AvgPool3dExt MaxPool2dExt",
        "modules": "mindshim.nn.metrics",
    },
    "mindspore.nn.cell": {
        "": "Cell GraphCell",
    },
    "mindspore.nn.dynamic_lr": {
        "": """
            piecewise_constant_lr exponential_decay_lr natural_exp_decay_lr inverse_decay_lr cosine_decay_lr
            polynomial_decay_lr warmup_lr
            """,
    },
    "mindspore.nn.grad": {
        "*": "mindspore.nn.grad.cell_grad",
    },
    "mindspore.nn.grad.cell_grad": {
        "": "Jvp Vjp",
    },
    "mindspore.nn.layer": {
        "*": """
            mindspore.nn.layer.activation mindspore.nn.layer.basic mindspore.nn.layer.pooling
            mindspore.nn.layer.math mindspore.nn.layer.padding mindspore.nn.layer.normalization
            mindspore.nn.layer.image mindspore.nn.layer.conv mindspore.nn.layer.transformer
            mindspore.nn.layer.container mindspore.nn.layer.embedding mindspore.nn.layer.rnn_cells
            mindspore.nn.layer.rnns mindspore.nn.layer.combined mindspore.nn.layer.channel_shuffle
            mindspore.nn.layer.dense mindspore.nn.layer.timedistributed
            """,
    },
    "mindspore.nn.layer.activation": {
        "": """
            Softmin Softmax Softmax2d LogSoftmax ReLU ReLU6 RReLU SeLU SiLU Tanh Tanhshrink Hardtanh GELU FastGelu
            Sigmoid Softsign PReLU get_activation LeakyReLU HSigmoid HSwish ELU LogSigmoid SoftShrink HShrink CELU
            Threshold Mish GLU LRN
            """,
    },
    "mindspore.nn.layer.basic": {
        "": """
            Dense Linear Flatten Dropout Dropout1d Dropout2d Dropout3d Identity Unfold Pad OneHot Norm Tril Triu
            Upsample L1Regularizer ClipByNorm Roll Unflatten MatrixDiag MatrixDiagPart MatrixSetDiag
            """,
    },
    "mindspore.nn.layer.channel_shuffle": {
        "": "ChannelShuffle",
    },
    "mindspore.nn.layer.combined": {
        "": "Conv2dBnAct DenseBnAct",
    },
    "mindspore.nn.layer.container": {
        "": "SequentialCell CellList CellDict",
    },
    "mindspore.nn.layer.conv": {
        "": "Conv2d Conv2dTranspose Conv1d Conv3d Conv1dTranspose Conv3dTranspose",
    },
    "mindspore.nn.layer.dense": {
        "": "BiDense",
    },
    "mindspore.nn.layer.embedding": {
        "": "Embedding EmbeddingLookup MultiFieldEmbeddingLookup",
    },
    "mindspore.nn.layer.image": {
        "": "PixelShuffle PixelUnshuffle ImageGradients PSNR SSIM MSSSIM CentralCrop",
    },
    "mindspore.nn.layer.math": {
        "": """
            ReduceLogSumExp Range LGamma DiGamma IGamma LBeta MatMul CosineSimilarity Moments MatInverse MatDet
            """,
    },
    "mindspore.nn.layer.normalization": {
        "": """
            BatchNorm1d BatchNorm2d BatchNorm3d LayerNorm GroupNorm InstanceNorm1d InstanceNorm2d InstanceNorm3d
            SyncBatchNorm
            """,
    },
    "mindspore.nn.layer.padding": {
        "": """
            ConstantPad1d ConstantPad2d ConstantPad3d ReflectionPad1d ReflectionPad2d ReflectionPad3d ZeroPad2d
            ReplicationPad1d ReplicationPad2d ReplicationPad3d
            """,
    },
    "mindspore.nn.layer.pooling": {
        "": """
            AvgPool2d MaxPool2d AvgPool1d MaxPool1d AdaptiveAvgPool1d AdaptiveAvgPool2d AdaptiveMaxPool2d MaxPool3d
            AvgPool3d AdaptiveAvgPool3d AdaptiveMaxPool1d AdaptiveMaxPool3d LPPool1d LPPool2d MaxUnpool1d
            MaxUnpool2d MaxUnpool3d FractionalMaxPool2d FractionalMaxPool3d
            """,
    },
    "mindspore.nn.layer.rnn_cells": {
        "": "LSTMCell GRUCell RNNCell",
    },
    "mindspore.nn.layer.rnns": {
        "": "LSTM GRU RNN",
    },
    "mindspore.nn.layer.timedistributed": {
        "": "TimeDistributed",
    },
    "mindspore.nn.layer.transformer": {
        "": """
            MultiheadAttention TransformerEncoderLayer TransformerDecoderLayer TransformerEncoder TransformerDecoder
            Transformer
            """,
    },
    "mindspore.nn.learning_rate_schedule": {
        "": """
            LearningRateSchedule ExponentialDecayLR NaturalExpDecayLR InverseDecayLR CosineDecayLR PolynomialDecayLR
            WarmUpLR
            """,
    },
    "mindspore.nn.loss": {
        "*": "mindspore.nn.loss.loss",
    },
    "mindspore.nn.loss.loss": {
        "": """
            LossBase MSELoss L1Loss SmoothL1Loss SoftmaxCrossEntropyWithLogits BCELoss BCEWithLogitsLoss NLLLoss
            CrossEntropyLoss RMSELoss MAELoss HuberLoss KLDivLoss SoftMarginLoss MarginRankingLoss
            CosineEmbeddingLoss TripletMarginLoss TripletMarginWithDistanceLoss HingeEmbeddingLoss MultiMarginLoss
            MultilabelMarginLoss MultiLabelSoftMarginLoss PoissonNLLLoss GaussianNLLLoss CTCLoss FocalLoss DiceLoss
            MultiClassDiceLoss SampledSoftmaxLoss
            """,
    },
    "mindspore.nn.metrics": {
        "mindshim.train.metrics": "names get_metric_fn get_metrics",
        "mindshim.train.metrics._metrics": """
            Accuracy Precision Recall Fbeta F1 MAE MSE Loss TopKCategoricalAccuracy Top1CategoricalAccuracy
            Top5CategoricalAccuracy ConfusionMatrix
            """,
        "mindshim.train.metrics.auc": "auc",
        "mindshim.train.metrics.bleu_score": "BleuScore",
        "mindshim.train.metrics.confusion_matrix": "ConfusionMatrixMetric",
        "mindshim.train.metrics.cosine_similarity": "CosineSimilarity",
        "mindshim.train.metrics.dice": "Dice",
        "mindshim.train.metrics.metric": "Metric EvaluationBase rearrange_inputs",
        "mindshim.train.metrics.perplexity": "Perplexity",
        "mindshim.train.metrics.roc": "ROC",
    },
    "mindspore.nn.optim": {
        "*": """
            mindspore.nn.optim.adam mindspore.nn.optim.ada_grad mindspore.nn.optim.adadelta
            mindspore.nn.optim.adafactor mindspore.nn.optim.adamax mindspore.nn.optim.asgd mindspore.nn.optim.ftrl
            mindspore.nn.optim.lamb mindspore.nn.optim.lars mindspore.nn.optim.lazyadam mindspore.nn.optim.momentum
            mindspore.nn.optim.proximal_ada_grad mindspore.nn.optim.rmsprop mindspore.nn.optim.rprop
            mindspore.nn.optim.sgd
            """,
        "mindshim.nn.optim.optimizer": "Optimizer",
    },
    "mindspore.nn.optim.ada_grad": {
        "": "Adagrad",
    },
    "mindspore.nn.optim.adadelta": {
        "": "Adadelta",
    },
    "mindspore.nn.optim.adafactor": {
        "": "AdaFactor",
    },
    "mindspore.nn.optim.adam": {
        "": "Adam AdamWeightDecay",
    },
    "mindspore.nn.optim.adamax": {
        "": "AdaMax",
    },
    "mindspore.nn.optim.asgd": {
        "": "ASGD",
    },
    "mindspore.nn.optim.ftrl": {
        "": "FTRL",
    },
    "mindspore.nn.optim.lamb": {
        "": "Lamb",
    },
    "mindspore.nn.optim.lars": {
        "": "LARS",
    },
    "mindspore.nn.optim.lazyadam": {
        "": "LazyAdam",
    },
    "mindspore.nn.optim.momentum": {
        "": "Momentum",
    },
    "mindspore.nn.optim.optimizer": {
        "": "Optimizer opt_init_args_register",
    },
    "mindspore.nn.optim.proximal_ada_grad": {
        "": "ProximalAdagrad",
    },
    "mindspore.nn.optim.rmsprop": {
        "": "RMSProp",
    },
    "mindspore.nn.optim.rprop": {
        "": "Rprop",
    },
    "mindspore.nn.optim.sgd": {
        "": "SGD",
    },
    "mindspore.nn.wrap": {
        "*": "mindspore.nn.wrap.cell_wrapper mindspore.nn.wrap.loss_scale mindspore.nn.wrap.grad_reducer",
    },
    "mindspore.nn.wrap.cell_wrapper": {
        "": "WithLossCell WithEvalCell WithGradCell ForwardValueAndGrad TrainOneStepCell GradAccumulationCell",
    },
    "mindspore.nn.wrap.grad_reducer": {
        "": "DistributedGradReducer",
    },
    "mindspore.nn.wrap.loss_scale": {
        "": "DynamicLossScaleUpdateCell FixedLossScaleUpdateCell TrainOneStepWithLossScaleCell",
    },
    "mindspore.numpy": {
        "*": """
            mindspore.numpy.math_ops mindspore.numpy.array_ops mindspore.numpy.array_creations
            mindspore.numpy.logic_ops mindspore.numpy.dtypes
            """,
        "": "array_creations_module array_ops_module logic_module math_module",
    },
    "mindspore.numpy.array_creations": {
        "": """
            array asarray asfarray copy ones zeros full empty ones_like zeros_like full_like empty_like arange
            linspace logspace geomspace eye identity meshgrid tri tril triu diag diagflat diagonal trace vander
            indices tril_indices triu_indices tril_indices_from triu_indices_from diag_indices ix_ rand randn
            randint hamming hanning bartlett blackman mgrid ogrid histogram_bin_edges pad
            """,
    },
    "mindspore.numpy.array_ops": {
        "": """
            transpose expand_dims squeeze rollaxis swapaxes reshape ravel concatenate where atleast_1d atleast_2d
            atleast_3d column_stack hstack dstack vstack stack unique moveaxis tile broadcast_to broadcast_arrays
            append split vsplit hsplit dsplit array_split take_along_axis take repeat rot90 select size array_str
            apply_along_axis piecewise unravel_index apply_over_axes argwhere choose flip flipud fliplr roll
            intersect1d
            """,
    },
    "mindspore.numpy.dtypes": {
        "": """
            int_ int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 float_ float16 float32 float64 bool_ inf
            PINF NINF nan pi numeric_types promote_types result_type
            """,
    },
    "mindspore.numpy.fft": {
        "": """
            fft ifft fft2 ifft2 fftn ifftn rfft irfft rfft2 irfft2 rfftn irfftn hfft ihfft hfft2 ihfft2 hfftn ihfftn
            fftshift ifftshift fftfreq rfftfreq
            """,
    },
    "mindspore.numpy.logic_ops": {
        "": """
            not_equal less_equal less greater_equal greater equal isfinite isnan isinf isposinf isneginf isscalar
            isclose in1d isin logical_not logical_or logical_and logical_xor array_equal array_equiv signbit
            sometrue setdiff1d
            """,
    },
    "mindspore.numpy.math_ops": {
        "": """
            add subtract multiply divide true_divide floor_divide remainder mod fmod divmod power float_power
            maximum minimum absolute abs fabs negative positive sign sqrt square cbrt reciprocal exp exp2 expm1 log
            log2 log10 log1p logaddexp logaddexp2 sin cos tan arcsin arccos arctan arctan2 sinh cosh tanh arcsinh
            arccosh arctanh deg2rad rad2deg radians hypot floor ceil trunc fix rint around round clip copysign
            heaviside gcd lcm bitwise_and bitwise_or bitwise_xor bitwise_not invert sum mean amax amin max min
            argmax argmin std var ptp average cumsum cumprod nancumsum nansum nanmean nanmax nanmin nanstd nanvar
            count_nonzero norm dot matmul tensordot inner outer kron cross diff ediff1d trapz searchsorted bincount
            histogram interp digitize convolve correlate cov corrcoef matrix_power multi_dot polyadd polysub polymul
            polyval polyder polyint unwrap gradient ravel_multi_index
            """,
    },
    "mindspore.numpy.utils": {
        "": "_to_torch _dt _axis _out _is_array_like",
        "mindshim.common.tensor": "_wrap",
    },
    "mindspore.onnx": {
        "": "export",
    },
    "mindspore.multiprocessing": {
        "": """
            Array AuthenticationError Barrier BoundedSemaphore BufferTooShort Condition Event JoinableQueue Lock
            Manager Pipe Pool Process ProcessError Queue RLock RawArray RawValue Semaphore SimpleQueue TimeoutError
            Value active_children allow_connection_pickling cpu_count current_process freeze_support
            get_all_start_methods get_context get_logger get_start_method log_to_stderr parent_process reducer
            set_executable set_forkserver_preload set_start_method
            """,
    },
    "mindspore.nn.probability": {
        "modules": "mindshim.nn.probability.distribution",
    },
    "mindspore.nn.probability.distribution": {
        "*": """
            mindspore.nn.probability.distribution.distribution mindspore.nn.probability.distribution.normal
            mindspore.nn.probability.distribution.uniform mindspore.nn.probability.distribution.bernoulli
            """,
    },
    "mindspore.nn.probability.distribution.bernoulli": {
        "": "Bernoulli",
    },
    "mindspore.nn.probability.distribution.distribution": {
        "": "Distribution",
    },
    "mindspore.nn.probability.distribution.normal": {
        "": "Normal",
    },
    "mindspore.nn.probability.distribution.uniform": {
        "": "Uniform",
    },
    "mindspore.ops": {
        "*": """
            mindspore.ops.functional mindspore.ops.function mindspore.ops.operations mindspore.ops.composite
            mindspore.ops.primitive
            """,
        # ops.identity is functional's instance of the deprecated primitive, not ops.operations' class;
        # ops.ones_like the functional op, not ops.composite's HyperMap
        "mindshim.ops.function.array_func": "identity ones_like",
        "modules": """
            mindshim.ops.composite mindshim.ops.function mindshim.ops.operations P=mindshim.ops.operations
            mindshim.ops.functional mindshim.ops.primitive
            """,
    },
    "mindspore.ops.auto_generate": {
        "*": "mindspore.ops.auto_generate.gen_ops_def mindspore.ops.auto_generate.gen_ops_prim",
        "modules": """
            mindshim.ops.auto_generate.gen_ops_def mindshim.ops.auto_generate.gen_ops_prim
            mindshim.ops.auto_generate.pyboost_inner_prim
            """,
    },
    "mindspore.ops.auto_generate.gen_ops_def": {
        "*": "mindspore.ops.function",
    },
    "mindspore.ops.auto_generate.gen_ops_prim": {
        "*": "mindspore.ops.operations",
        # generated primitives of the FFT family that MindSpore 2.10 keeps out of ops.operations
        "mindshim.ops.operations.spectral_ops": """
            FFT IFFT RFFT IRFFT HFFT IHFFT FFT2 IFFT2 RFFT2 IRFFT2 HFFT2 IHFFT2 FFTN IFFTN RFFTN IRFFTN HFFTN IHFFTN
            FFTShift IFFTShift FFTFreq RFFTFreq
            """,
    },
    "mindspore.ops.auto_generate.pyboost_inner_prim": {
        "": """
            concat_impl stack_ext_impl softmax_impl squeeze_impl reduce_all_impl reduce_any_impl isclose_impl
            reverse_v2_impl argmax_with_value_impl argmin_with_value_impl binary_cross_entropy_with_logits_impl
            nllloss_impl cross_impl glu_impl meshgrid_impl reduce_max_impl triu_impl elu_ext_impl roll_impl
            """,
    },
    "mindspore.ops.composite": {
        "*": "mindspore.ops.composite.base mindspore.ops.composite.multitype mindspore.ops.composite.transforms",
        "mindshim.ops.composite.hooks": "HookBackward",
        "mindshim.ops.composite.multitype_ops.ones_like_impl": "ones_like",
        # the functional ops MindSpore 2.10's ops.composite re-exports (from ops.function.*_func)
        "mindshim.ops.function.random_func": "normal laplace uniform gamma poisson multinomial",
        "mindshim.ops.function.clip_func": "clip_by_global_norm",
        "mindshim.ops.function.math_func": "clip_by_value tensor_dot vecdot dot batch_dot",
        "mindshim.ops.function.array_func": "count_nonzero repeat_interleave repeat_elements sequence_mask",
    },
    "mindspore.ops.composite.base": {
        "": "GradOperation grad value_and_grad get_grad vjp jvp stop_gradient add_flags",
    },
    "mindspore.ops.composite.multitype_ops.ones_like_impl": {
        "": "ones_like",
    },
    "mindspore.ops.composite.hooks": {
        "": "HookBackward call_cell_slow register_cell_hook tensor_register_hook",
    },
    "mindspore.ops.composite.multitype": {
        "": "MultitypeFuncGraph HyperMap Map partial Partial",
    },
    "mindspore.ops.composite.transforms": {
        "": "vmap jacfwd jacrev",
    },
    "mindspore.ops.function": {
        "*": """
            mindspore.ops.function.math_func mindspore.ops.function.array_func mindspore.ops.function.nn_func
            mindspore.ops.function.other_func mindspore.ops.function.random_func mindspore.ops.function.clip_func
            mindspore.ops.function.debug_func mindspore.ops.function.image_func mindspore.ops.function.spectral_func
            mindspore.ops.function.fft_func
            """,
        "mindshim.ops.composite.base": "grad value_and_grad vjp jvp stop_gradient",
        "mindshim.ops.composite.multitype": "partial HyperMap Map MultitypeFuncGraph",
        # MindSpore 2.10 defines these in math_func (hamming_window in array_func); here with the other windows
        "mindshim.ops.function.spectral_func": "hann_window kaiser_window hamming_window stft",
    },
    "mindspore.ops.function.array_func": {
        "": """
            reshape cast transpose permute expand_dims unsqueeze squeeze concat cat stack split tile broadcast_to
            gather gather_d gather_elements gather_nd scatter_nd tensor_scatter_update tensor_scatter_add scatter
            zeros ones zeros_like ones_like fill full full_like eye arange range linspace one_hot dtype shape rank
            size dyn_shape flatten slice strided_slice masked_fill masked_select unique identity depend assign
            assign_add assign_sub scalar_to_tensor tuple_to_array flip roll nonzero diag tril triu chunk unbind
            unstack index_select meshgrid repeat_interleave narrow movedim swapaxes is_tensor numel print_
            tensor_split reverse tensor_scatter_sub tensor_scatter_mul tensor_scatter_div tensor_scatter_max
            tensor_scatter_min tensor_scatter_elements scatter_update scatter_add scatter_mul scatter_div
            scatter_max scatter_min scatter_nd_update scatter_nd_add scatter_nd_sub scatter_nd_mul scatter_nd_div
            scatter_nd_max scatter_nd_min index_add index_fill select_scatter slice_scatter diagonal_scatter take
            unique_consecutive unique_with_pad logspace tril_indices triu_indices fills hsplit vsplit dsplit hstack
            vstack row_stack dstack column_stack moveaxis swapdims diagonal diag_embed diagflat atleast_1d
            atleast_2d atleast_3d rot90 fliplr flipud searchsorted bucketize argwhere count_nonzero
            unsorted_segment_sum unsorted_segment_max unsorted_segment_min unsorted_segment_prod expand expand_as
            repeat_elements sequence_mask matrix_band_part reverse_sequence inplace_update inplace_add inplace_sub
            ravel space_to_batch_nd batch_to_space_nd matrix_diag matrix_diag_part matrix_set_diag
            """,
    },
    "mindspore.ops.function.clip_func": {
        "": "clip_by_norm clip_by_global_norm",
    },
    "mindspore.ops.function.debug_func": {
        "": "tensordump",
    },
    "mindspore.ops.function.spectral_func": {
        "": "blackman_window bartlett_window",
    },
    "mindspore.ops.function.fft_func": {
        "": """
            fft fft2 fftfreq fftn fftshift hfft hfft2 hfftn ifft ifft2 ifftn ifftshift ihfft ihfft2 ihfftn irfft irfft2
            irfftn rfft rfft2 rfftfreq rfftn
            """,
    },
    "mindspore.ops.function.image_func": {
        "": "bounding_box_decode bounding_box_encode check_valid crop_and_resize",
    },
    "mindspore.ops.function.grad": {
        "*": "mindspore.ops.function.grad.grad_func",
    },
    "mindspore.ops.function.grad.grad_func": {
        "mindshim.ops.composite.base": "get_grad grad jvp stop_gradient value_and_grad vjp",
        "mindshim.ops.composite.transforms": "jacfwd jacrev",
    },
    "mindspore.ops.function.math_func": {
        "": """
            view_as_real
            add sub mul div true_divide floor_div floordiv floor_mod remainder mod pow minimum maximum atan2
            bitwise_and bitwise_or bitwise_xor logical_and logical_or logical_xor equal not_equal ne less lt
            less_equal le greater gt greater_equal ge eq isclose tensor_add tensor_sub tensor_mul tensor_div
            tensor_floordiv tensor_mod tensor_pow tensor_lt tensor_le tensor_gt tensor_ge tensor_exp subtract
            multiply divide squared_difference xlogy neg negative abs absolute exp expm1 log log1p log2 log10 sqrt
            rsqrt square sin cos tan asin acos atan sinh cosh tanh sigmoid round floor ceil trunc sign reciprocal
            erf erfc logical_not isnan isinf isfinite invert bitwise_not exp2 nan_to_num clamp clip clip_by_value
            matmul bmm batch_matmul addn tensor_dot tensordot dot outer lerp select where addmm inner sum reduce_sum
            mean reduce_mean prod amax amin max min argmax argmin std var std_mean var_mean norm cumsum cumprod
            logsumexp all any topk sort argsort median acosh asinh atanh arccos arcsin arctan arccosh arcsinh
            arctanh erfinv digamma lgamma isneginf isposinf isreal signbit bessel_i0 bessel_i0e bessel_i1 bessel_i1e
            bessel_j0 bessel_j1 bessel_k0 bessel_k0e bessel_k1 bessel_k1e bessel_y0 bessel_y1 i0 tensor_expm1 frac
            deg2rad rad2deg sinc logit positive sgn is_complex real imag conj angle inv trace msort population_count
            polygamma mvlgamma arctan2 floor_divide floormod pows hypot fmod logaddexp logaddexp2 float_power
            copysign heaviside xdivy gcd lcm bitwise_left_shift bitwise_right_shift fmax fmin nextafter ldexp igamma
            igammac polar truncate_div truncate_mod approximate_equal zeta addcmul addcdiv mm mv addmv addr addbmm
            baddbmm kron cross det matrix_determinant slogdet log_matrix_determinant logdet inverse matrix_power
            dist einsum ger vecdot vector_norm matrix_norm batch_dot svd qr cholesky cholesky_inverse cholesky_solve
            eig eigvals lstsq pinv matrix_exp diff cov nansum nanmean nanmedian cummax cummin logcumsumexp aminmax
            quantile nanquantile histc bincount renorm trapz vander reduce_max reduce_min accumulate_n top_k eps
            matrix_solve iou
            """,
    },
    "mindspore.ops.function.nn_func": {
        "": """
            relu relu6 softmax log_softmax gelu fast_gelu silu elu leaky_relu hardswish hardsigmoid softplus mish
            selu celu prelu softsign logsigmoid dropout conv1d conv2d conv3d conv_transpose2d conv3d_transpose
            max_pool2d avg_pool2d adaptive_avg_pool2d adaptive_max_pool2d bias_add dense bidense layer_norm batch_norm
            group_norm cross_entropy nll_loss binary_cross_entropy binary_cross_entropy_with_logits mse_loss l1_loss
            smooth_l1_loss kl_div pad interpolate normalize cosine_similarity pdist cdist unfold fold pixel_shuffle
            glu softmin hardtanh rrelu tanhshrink softshrink soft_shrink hardshrink threshold gumbel_softmax
            huber_loss margin_ranking_loss cosine_embedding_loss hinge_embedding_loss soft_margin_loss
            multi_margin_loss multilabel_margin_loss multilabel_soft_margin_loss triplet_margin_loss
            gaussian_nll_loss ctc_loss max_pool3d avg_pool1d avg_pool3d adaptive_avg_pool1d adaptive_max_pool1d
            adaptive_avg_pool3d adaptive_max_pool3d lp_pool1d lp_pool2d max_unpool1d max_unpool2d max_unpool3d
            fractional_max_pool2d fractional_max_pool3d upsample pixel_unshuffle channel_shuffle lrn affine_grid
            grid_sample dropout1d dropout2d dropout3d embedding intopk deformable_conv2d
            """,
    },
    "mindspore.ops.function.other_func": {
        "": """
            tuple_len list_len tuple_getitem list_getitem dict_getitem make_list make_range make_slice tuple_equal
            list_equal tuple_reversed in_dict not_in_dict is_ is_not isconstant scalar_add scalar_sub scalar_mul
            scalar_div scalar_floordiv scalar_mod scalar_pow scalar_eq scalar_lt scalar_gt scalar_le scalar_ge
            scalar_uadd scalar_usub scalar_log scalar_max scalar_min scalar_cast bool_not shape_mul reduced_shape
            tensor_slice mixed_precision_cast
            """,
    },
    "mindspore.ops.function.random_func": {
        "": """
            standard_normal standard_laplace uniform normal randn rand randint rand_like randn_like randint_like
            multinomial bernoulli randperm shuffle gamma poisson random_poisson random_gamma random_categorical
            laplace log_uniform_candidate_sampler choice_with_mask multinomial_with_replacement
            """,
    },
    "mindspore.ops.functional": {
        "*": "mindspore.ops.function",
        "mindshim.ops.operations.other_ops": "scalar_to_array",
        "mindshim.ops.composite.base": "get_grad",
        "mindshim.ops.composite.transforms": "jacfwd jacrev vmap",
    },
    "mindspore.ops.operations": {
        "*": """
            mindspore.ops.operations.math_ops mindspore.ops.operations.array_ops mindspore.ops.operations.nn_ops
            mindspore.ops.operations.random_ops mindspore.ops.operations.custom_ops
            mindspore.ops.operations.debug_ops mindspore.ops.operations.comm_ops mindspore.ops.operations.other_ops
            mindspore.ops.operations.inner_ops mindspore.ops.operations.spectral_ops
            mindspore.ops.operations.image_ops
            """,
        "mindshim.ops.composite.hooks": "HookBackward",
        "mindshim.ops.operations.array_ops": "BatchToSpaceND",
        "mindshim.ops.deprecated": "identity",
        "mindshim.ops.operations.math_ops": "ScalarCast",
        "mindshim.ops.operations.other_ops": "ScalarToArray",
        # MindSpore 2.10 defines STFT in math_ops and HammingWindow in array_ops; here with the other windows
        "mindshim.ops.operations.spectral_ops": "HammingWindow STFT FFTWithSize",
    },
    "mindspore.ops.deprecated": {
        "": "identity",
    },
    "mindspore.ops.operations.inner_ops": {
        "": "NoRepeatNGram",
    },
    "mindspore.ops.operations.array_ops": {
        "mindshim.ops.operations": """
            Reshape Cast Transpose ExpandDims Squeeze Concat Stack Unstack Split Unpack=Unstack Pack=Stack
            ParallelConcat SplitV Tile BroadcastTo Gather GatherV2=Gather GatherD GatherNd ScatterNd
            TensorScatterUpdate TensorScatterAdd Zeros Ones ZerosLike OnesLike Fill Eye Range LinSpace OneHot DType
            Shape TensorShape Rank Size Flatten Slice StridedSlice MaskedFill MaskedSelect Unique Identity Depend
            ScalarToTensor TupleToArray ReverseV2 Meshgrid Diag DiagPart SearchSorted Bucketize UnsortedSegmentSum
            UnsortedSegmentMax UnsortedSegmentMin UnsortedSegmentProd SegmentSum SegmentMax SegmentMin SegmentMean
            SegmentProd MatrixBandPart ReverseSequence Roll DepthToSpace SpaceToDepth InvertPermutation
            InplaceUpdate InplaceAdd InplaceSub NonZero Assign AssignAdd AssignSub ScatterUpdate ScatterAdd
            ScatterSub ScatterMul ScatterDiv ScatterMax ScatterMin ScatterNdUpdate ScatterNdAdd ScatterNdSub
            ScatterNdMul ScatterNdDiv ScatterNdMax ScatterNdMin TensorScatterSub TensorScatterMul TensorScatterDiv
            TensorScatterMax TensorScatterMin TensorScatterElements ScatterAddWithAxis IndexAdd IndexFill
            MaskedScatter UniqueConsecutive LogSpace TrilIndices TriuIndices Fills FillV2 UniqueWithPad
            SpaceToBatchND SpaceToBatch BatchToSpace MatrixDiagV3 MatrixDiagPartV3 MatrixSetDiagV3
            """,
    },
    "mindspore.ops.operations.comm_ops": {
        "": "ReduceOp AllReduce AllGather Broadcast ReduceScatter",
    },
    "mindspore.ops.operations.custom_ops": {
        "": "Custom kernel ms_kernel CustomRegOp DataType custom_info_register CustomOpBuilder",
    },
    "mindspore.ops.operations.debug_ops": {
        "": "ScalarSummary ImageSummary TensorSummary HistogramSummary TensorDump InsertGradientOf DumpGradient",
    },
    "mindspore.ops.operations.math_ops": {
        "": "NMSWithMask",
        "mindshim.ops.operations": """
            Add Sub Mul Div FloorDiv FloorMod Mod Pow Minimum Maximum Atan2 BitwiseAnd BitwiseOr BitwiseXor
            LogicalAnd LogicalOr LogicalXor Equal NotEqual Less LessEqual Greater GreaterEqual SquaredDifference
            Xlogy TensorAdd Hypot Xdivy Fmax Fmin Gcd Lcm LeftShift RightShift NextAfter Igamma Igammac Zeta
            TruncateDiv TruncateMod Heaviside Polar Ger Neg Abs Exp Expm1 Log Log1p Sqrt Rsqrt Square Sin Cos Tan
            Asin ACos Atan Sinh Cosh Round Floor Ceil Trunc Sign Reciprocal Inv Erf Erfc LogicalNot IsNan IsInf
            IsFinite Invert Acosh Asinh Atanh Erfinv Digamma Lgamma Sinc Rint Trace Real Imag Conj Angle BesselI0
            BesselI0e BesselI1 BesselI1e BesselJ0 BesselJ1 BesselK0 BesselK0e BesselK1 BesselK1e BesselY0 BesselY1
            PopulationCount MatrixDeterminant LogMatrixDeterminant MatrixExp Eps RealDiv DivNoNan AddN Select
            ClipByValue TensorDot Lerp MatMul BatchMatMul ReduceSum ReduceMean ReduceMax ReduceMin ReduceProd
            ReduceAll ReduceAny Argmax Argmin ArgMaxWithValue ArgMinWithValue CumSum CumProd TopK Sort ReduceStd
            MulNoNan Complex ComplexAbs ApproximateEqual IsClose Addcmul Addcdiv Logit NanToNum Polygamma Mvlgamma
            AccumulateNV2 Cross Einsum SquareSumAll EqualCount Cummax Cummin CumulativeLogsumexp Renorm LpNorm
            EuclideanNorm NuclearNorm Cdist Histogram Bincount Median Quantile MatrixInverse MatrixPower MatrixSolve
            Cholesky CholeskyInverse CholeskySolve Svd Qr Eig InplaceUpdateV2
            """,
        "mindshim.ops.primitive": "Primitive",
        "mindshim.ops.operations.math_ops": "FloatStatus NPUAllocFloatStatus NPUGetFloatStatus NPUClearFloatStatus",
    },
    "mindspore.ops.operations.nn_ops": {
        "": "LSTM ROIAlign DeformableOffsets",
        "mindshim.common.tensor": "Tensor",
        "mindshim.ops.operations": """
            ReLU ReLU6 Sigmoid Tanh GeLU FastGeLU Elu HSwish HSigmoid Softplus Softsign SeLU Mish PReLU CeLU HShrink
            SoftShrink GLU Gelu FastGelu Softmax LogSoftmax BiasAdd Conv2D Conv3D Conv2DBackpropInput
            Conv2DTranspose Conv3DTranspose MaxPool AvgPool MaxPoolWithArgmax MaxPoolWithArgmaxV2
            MaxPool3DWithArgmax MaxPool3D AvgPool3D AdaptiveAvgPool2D AdaptiveMaxPool2D AdaptiveAvgPool3D
            AdaptiveMaxPool3D L2Normalize LRN ResizeBilinearV2 ResizeNearestNeighbor ResizeNearestNeighborV2
            ResizeBicubic ResizeLinear1D UpsampleNearest3D UpsampleTrilinear3D Pdist ChannelShuffle Dense
            EmbeddingLookup MirrorPad PadV3 AffineGrid GridSampler2D GridSampler3D MaxUnpool2D Dropout2D Dropout3D
            LayerNorm BatchNorm Dropout SoftmaxCrossEntropyWithLogits SparseSoftmaxCrossEntropyWithLogits
            BCEWithLogitsLoss BinaryCrossEntropy SigmoidCrossEntropyWithLogits SmoothL1Loss KLDivLoss SoftMarginLoss
            MultiMarginLoss MultilabelMarginLoss TripletMarginLoss CTCLoss CTCLossV2 NLLLoss L2Loss Pad
            ResizeBilinear ApplyMomentum ApplyRMSProp ApplyCenteredRMSProp ApplyGradientDescent
            ApplyProximalGradientDescent ApplyAdagrad ApplyAdagradV2 ApplyAdaMax ApplyAdadelta ApplyAddSign
            ApplyPowerSign ApplyProximalAdagrad ApplyFtrl Adam SGD InTopK AdamWeightDecay
            """,
        "mindshim.ops.primitive": "Primitive",
    },
    "mindspore.ops.operations.image_ops": {
        "": "RGBToHSV HSVToRGB CropAndResize",
        "mindshim.ops.operations": "ResizeBilinearV2 ResizeBicubic ResizeLinear1D",
    },
    "mindspore.ops.operations.spectral_ops": {
        "": "BartlettWindow BlackmanWindow",
    },
    "mindspore.ops.operations.other_ops": {
        "": "Print GetNext BoundingBoxEncode BoundingBoxDecode IOU CheckValid",
        "mindshim.ops.operations": "StopGradient",
    },
    "mindspore.ops.operations.random_ops": {
        "mindshim.ops.operations": """
            StandardNormal StandardLaplace UniformReal UniformInt Multinomial RandomCategorical Gamma Poisson
            RandomGamma RandomPoisson RandomShuffle TruncatedNormal Bernoulli RandomChoiceWithMask
            LogUniformCandidateSampler Randperm Cauchy LogNormalReverse
            """,
    },
    "mindspore.ops.primitive": {
        "": "Primitive PrimitiveWithInfer PrimitiveWithCheck prim_attr_register constexpr primitive",
    },
    "mindspore.parallel": {
        "": "shard Layout set_algo_parameters get_algo_parameters reset_algo_parameters",
    },
    "mindspore.parallel.cluster.run": {
        "": "get_args run main",
    },
    "mindspore.profiler": {
        "": """
            Profiler profile schedule tensorboard_trace_handler ProfilerActivity ProfilerLevel ProfilerAction
            AicoreMetrics ExportType HostSystem _ExperimentalConfig
            """,
    },
    "mindspore.run_check": {
        "": "run_check",
    },
    "mindspore.runtime": {
        "*": "mindspore.runtime.memory mindspore.runtime.stream",
        "": """
            launch_blocking dispatch_threads_num set_cpu_affinity set_kernel_launch_group set_kernel_launch_capture
            """,
    },
    "mindspore.runtime.memory": {
        "": """
            set_memory memory_allocated max_memory_allocated memory_reserved max_memory_reserved memory_stats
            memory_summary empty_cache reset_peak_memory_stats reset_max_memory_allocated reset_max_memory_reserved
            """,
    },
    "mindspore.runtime.stream": {
        "": """
            Stream StreamCtx Event current_stream default_stream communication_stream set_cur_stream synchronize
            """,
    },
    "mindspore.tools": {
        "mindshim.common.dump": "set_dump",
    },
    "mindspore.tools.compare": {
        "": """
            Divergence OpDiff align_ops LayerDiff LossReport Localization align_records compare_losses first_divergence
            is_real_mindspore plot_losses load_torch_weights localize localize_scripts main
            """,
    },
    "mindspore.train": {
        "*": """
            mindspore.train.callback mindspore.train.serialization mindspore.train.loss_scale_manager
            mindspore.train.dataset_helper mindspore.train.data_sink mindspore.train.metrics.auc
            mindspore.train.metrics.bleu_score mindspore.train.metrics.confusion_matrix
            mindspore.train.metrics.cosine_similarity mindspore.train.metrics.dice
            mindspore.train.metrics.perplexity mindspore.train.metrics.roc mindspore.train.model
            mindspore.train.summary
            """,
        "mindshim.train.amp": "build_train_network",
        "mindshim.train.metrics": "get_metric_fn names",
        "mindshim.train.metrics._metrics": """
            Accuracy ConfusionMatrix F1 Fbeta Loss MAE MSE Precision Recall Top1CategoricalAccuracy
            Top5CategoricalAccuracy TopKCategoricalAccuracy
            """,
        "mindshim.train.metrics.metric": "Metric rearrange_inputs",
        "modules": """
            mindshim.train.callback mindshim.train.metrics mindshim.train.amp mindshim.train.summary
            mindshim.train.dataset_helper mindshim.train.loss_scale_manager mindshim.train.model
            mindshim.train.serialization mindshim.train.checkpoint_pb2
            """,
    },
    "mindspore.train.amp": {
        "": "build_train_network auto_mixed_precision custom_mixed_precision get_white_list get_black_list",
    },
    "mindspore.train.callback": {
        "mindshim.train.callback._backup_and_restore": "BackupAndRestore",
        "mindshim.train.callback._callback": "Callback RunContext",
        "mindshim.train.callback._checkpoint": "ModelCheckpoint CheckpointConfig",
        "mindshim.train.callback._early_stop": "EarlyStopping ReduceLROnPlateau",
        "mindshim.train.callback._history": "History",
        "mindshim.train.callback._lambda_callback": "LambdaCallback",
        "mindshim.train.callback._loss_monitor": "LossMonitor",
        "mindshim.train.callback._lr_scheduler_callback": "LearningRateScheduler",
        "mindshim.train.callback._on_request_exit": "OnRequestExit",
        "mindshim.train.callback._summary": "SummaryCollector",
        "mindshim.train.callback._time_monitor": "TimeMonitor",
    },
    "mindspore.train.checkpoint_pb2": {
        "": "Checkpoint TensorProto MapTensorProto DESCRIPTOR",
    },
    "mindspore.train.data_sink": {
        "": "data_sink",
    },
    "mindspore.train.dataset_helper": {
        "": "DatasetHelper connect_network_with_dataset",
    },
    "mindspore.train.loss_scale_manager": {
        "": "LossScaleManager FixedLossScaleManager DynamicLossScaleManager",
    },
    "mindspore.train.metrics": {
        "*": """
            mindspore.train.metrics.metric mindspore.train.metrics.auc mindspore.train.metrics.bleu_score
            mindspore.train.metrics.confusion_matrix mindspore.train.metrics.cosine_similarity
            mindspore.train.metrics.dice mindspore.train.metrics.perplexity mindspore.train.metrics.roc
            """,
        "": "names get_metric_fn get_metrics",
        "mindshim.train.metrics._metrics": """
            Accuracy Precision Recall Fbeta F1 MAE MSE Loss TopKCategoricalAccuracy Top1CategoricalAccuracy
            Top5CategoricalAccuracy ConfusionMatrix
            """,
    },
    "mindspore.train.metrics.auc": {
        "": "auc",
    },
    "mindspore.train.metrics.bleu_score": {
        "": "BleuScore",
    },
    "mindspore.train.metrics.confusion_matrix": {
        "": "ConfusionMatrixMetric",
    },
    "mindspore.train.metrics.cosine_similarity": {
        "": "CosineSimilarity",
    },
    "mindspore.train.metrics.dice": {
        "": "Dice",
    },
    "mindspore.train.metrics.metric": {
        "": "Metric EvaluationBase rearrange_inputs",
    },
    "mindspore.train.metrics.perplexity": {
        "": "Perplexity",
    },
    "mindspore.train.metrics.roc": {
        "": "ROC",
    },
    "mindspore.train.model": {
        "": "Model",
    },
    "mindspore.train.serialization": {
        "": """
            save_checkpoint load_checkpoint load_param_into_net ckpt_to_safetensors safetensors_to_ckpt
            async_ckpt_thread_status load_checkpoint_async merge_sliced_parameter export load obfuscate_ckpt
            """,
    },
    "mindspore.train.summary": {
        "*": "mindspore.train.summary.summary_record",
    },
    "mindspore.train.summary.summary_record": {
        "": "SummaryRecord",
    },
    "mindspore.utils": {
        "*": "mindspore.utils.dlpack",
        "modules": "mindshim.utils.dlpack",
    },
    "mindspore.utils.dlpack": {
        "": "to_dlpack from_dlpack",
    },
}

# mindspore.Tensor, one method (or operator) a line: its name; the "module:function" taking the Tensor first;
# then optionally ``inplace`` (the ``x.op_()`` form: the result is written into the Tensor) and ``new=old`` keyword
# aliases (MindSpore 2.10 overloads methods in C++: ``x.sum(dim=1, keepdim=True)`` and ``x.sum(axis=1,
# keepdims=True)`` both work; checked against tests/data/ms_signatures.json by tests/test_signatures.py).
# ``mindshim.common.tensor:Tensor.x`` names a method the Tensor class defines itself (not installed).
TENSOR = """
acos                    mindshim.ops.function.math_func:acos
arccos                  mindshim.ops.function.math_func:acos
acosh                   mindshim.ops.function.math_func:acosh
arccosh                 mindshim.ops.function.math_func:acosh
asin                    mindshim.ops.function.math_func:asin
arcsin                  mindshim.ops.function.math_func:asin
asinh                   mindshim.ops.function.math_func:asinh
arcsinh                 mindshim.ops.function.math_func:asinh
atan                    mindshim.ops.function.math_func:atan
arctan                  mindshim.ops.function.math_func:atan
atanh                   mindshim.ops.function.math_func:atanh
arctanh                 mindshim.ops.function.math_func:atanh
cosh                    mindshim.ops.function.math_func:cosh
sinh                    mindshim.ops.function.math_func:sinh
erfc                    mindshim.ops.function.math_func:erfc
erfinv                  mindshim.ops.function.math_func:erfinv
digamma                 mindshim.ops.function.math_func:digamma
lgamma                  mindshim.ops.function.math_func:lgamma
i0                      mindshim.ops.function.math_func:i0
sinc                    mindshim.ops.function.math_func:sinc
frac                    mindshim.ops.function.math_func:frac
deg2rad                 mindshim.ops.function.math_func:deg2rad
rad2deg                 mindshim.ops.function.math_func:rad2deg
positive                mindshim.ops.function.math_func:positive
sgn                     mindshim.ops.function.math_func:sgn
signbit                 mindshim.ops.function.math_func:signbit
isreal                  mindshim.ops.function.math_func:isreal
isneginf                mindshim.ops.function.math_func:isneginf
isposinf                mindshim.ops.function.math_func:isposinf
real                    mindshim.ops.function.math_func:real
imag                    mindshim.ops.function.math_func:imag
conj                    mindshim.ops.function.math_func:conj
angle                   mindshim.ops.function.math_func:angle
inv                     mindshim.ops.function.math_func:inv
invert                  mindshim.ops.function.math_func:invert
logit                   mindshim.ops.function.math_func:logit
mvlgamma                mindshim.ops.function.math_func:mvlgamma
is_complex              mindshim.ops.function.math_func:is_complex
arctan2                 mindshim.ops.function.math_func:atan2
hypot                   mindshim.ops.function.math_func:hypot
fmod                    mindshim.ops.function.math_func:fmod
logaddexp               mindshim.ops.function.math_func:logaddexp
logaddexp2              mindshim.ops.function.math_func:logaddexp2
float_power             mindshim.ops.function._tensor_methods:_float_power
copysign                mindshim.ops.function.math_func:copysign
heaviside               mindshim.ops.function.math_func:heaviside
xdivy                   mindshim.ops.function.math_func:xdivy
xlogy                   mindshim.ops.function.math_func:xlogy
gcd                     mindshim.ops.function.math_func:gcd
lcm                     mindshim.ops.function.math_func:lcm
bitwise_left_shift      mindshim.ops.function.math_func:bitwise_left_shift
bitwise_right_shift     mindshim.ops.function.math_func:bitwise_right_shift
fmax                    mindshim.ops.function.math_func:fmax
fmin                    mindshim.ops.function.math_func:fmin
nextafter               mindshim.ops.function.math_func:nextafter
ldexp                   mindshim.ops.function.math_func:ldexp
igamma                  mindshim.ops.function.math_func:igamma
igammac                 mindshim.ops.function.math_func:igammac
multiply                mindshim.ops.function._tensor_methods:_multiply
subtract                mindshim.ops.function.math_func:_m_subtract
where                   mindshim.ops.function.math_func:_m_where
approximate_equal       mindshim.ops.function._tensor_methods:_approximate_equal
allclose                mindshim.ops.function.math_func:_m_allclose
addcmul                 mindshim.ops.function.math_func:addcmul
addcdiv                 mindshim.ops.function.math_func:_m_addcdiv
addmv                   mindshim.ops.function.math_func:addmv
addr                    mindshim.ops.function.math_func:_m_addr
addbmm                  mindshim.ops.function.math_func:addbmm
baddbmm                 mindshim.ops.function.math_func:baddbmm
mm                      mindshim.ops.function.math_func:mm
bmm                     mindshim.ops.function.math_func:bmm
outer                   mindshim.ops.function.math_func:outer
ger                     mindshim.ops.function.math_func:ger
inner                   mindshim.ops.function.math_func:inner
dot                     mindshim.ops.function.math_func:dot
cross                   mindshim.ops.function.math_func:cross
det                     mindshim.ops.function.math_func:det
matrix_determinant      mindshim.ops.function.math_func:det
slogdet                 mindshim.ops.function.math_func:slogdet
log_matrix_determinant  mindshim.ops.function.math_func:slogdet
logdet                  mindshim.ops.function.math_func:logdet
inverse                 mindshim.ops.function.math_func:inverse
matrix_power            mindshim.ops.function.math_func:matrix_power
trace                   mindshim.ops.function.math_func:_m_trace
diff                    mindshim.ops.function.math_func:diff
cov                     mindshim.ops.function.math_func:cov
nansum                  mindshim.ops.function.math_func:_m_nansum dim=axis keepdim=keepdims
nanmean                 mindshim.ops.function.math_func:nanmean
nanmedian               mindshim.ops.function.math_func:nanmedian
quantile                mindshim.ops.function.math_func:quantile
nanquantile             mindshim.ops.function.math_func:nanquantile
cummax                  mindshim.ops.function.math_func:cummax
cummin                  mindshim.ops.function.math_func:cummin
logcumsumexp            mindshim.ops.function.math_func:logcumsumexp
aminmax                 mindshim.ops.function.math_func:aminmax
histc                   mindshim.ops.function.math_func:histc
bincount                mindshim.ops.function.math_func:bincount
renorm                  mindshim.ops.function.math_func:renorm
ptp                     mindshim.ops.function.math_func:_m_ptp
kthvalue                mindshim.ops.function.math_func:_m_kthvalue
argmax_with_value       mindshim.ops.function.math_func:_m_argmax_with_value
argmin_with_value       mindshim.ops.function.math_func:_m_argmin_with_value
erfinv_                 mindshim.ops.function.math_func:erfinv inplace
exp_                    mindshim.ops.function.math_func:exp inplace
floor_                  mindshim.ops.function.math_func:floor inplace
floor_divide_           mindshim.ops.function.math_func:tensor_floordiv inplace
log_                    mindshim.ops.function.math_func:log inplace
remainder_              mindshim.ops.function.math_func:mod inplace
sigmoid_                mindshim.ops.function.math_func:sigmoid inplace
sign_                   mindshim.ops.function.math_func:sign inplace
tanh_                   mindshim.ops.function.math_func:tanh inplace
addmm_                  mindshim.ops.function.math_func:addmm inplace
expand                  mindshim.ops.function.array_func:_tensor_expand
resize                  mindshim.ops.function.array_func:_tensor_resize
itemset                 mindshim.ops.function.array_func:_tensor_itemset
choose                  mindshim.ops.function.array_func:_tensor_choose
reverse                 mindshim.ops.function.array_func:reverse
reverse_sequence        mindshim.ops.function.array_func:_t_reverse_sequence
inplace_update          mindshim.ops.function.array_func:inplace_update
unsorted_segment_max    mindshim.ops.function.array_func:unsorted_segment_max
unsorted_segment_min    mindshim.ops.function.array_func:unsorted_segment_min
unsorted_segment_prod   mindshim.ops.function.array_func:unsorted_segment_prod
movedim                 mindshim.ops.function.array_func:movedim
moveaxis                mindshim.ops.function.array_func:movedim
swapdims                mindshim.ops.function.array_func:swapdims
rot90                   mindshim.ops.function.array_func:rot90
fliplr                  mindshim.ops.function.array_func:fliplr
flipud                  mindshim.ops.function.array_func:flipud
diagonal                mindshim.ops.function.array_func:_t_diagonal
diagflat                mindshim.ops.function.array_func:diagflat
searchsorted            mindshim.ops.function.array_func:_tensor_searchsorted
argwhere                mindshim.ops.function.array_func:argwhere
count_nonzero           mindshim.ops.function._tensor_methods:_count_nonzero
unbind                  mindshim.ops.function.array_func:unbind
tensor_split            mindshim.ops.function.array_func:tensor_split
hsplit                  mindshim.ops.function.array_func:hsplit
vsplit                  mindshim.ops.function.array_func:vsplit
dsplit                  mindshim.ops.function.array_func:dsplit
fills                   mindshim.ops.function.array_func:fills
new_ones                mindshim.ops.function.array_func:_new_ones
new_zeros               mindshim.ops.function.array_func:_new_zeros
new_full                mindshim.ops.function.array_func:_new_full
new_empty               mindshim.ops.function.array_func:_new_empty
scatter                 mindshim.ops.function.array_func:_tensor_scatter_method
scatter_                mindshim.ops.function.array_func:_tensor_scatter_method inplace
scatter_add             mindshim.ops.function._tensor_methods:_scatter_add
scatter_add_            mindshim.ops.function.array_func:_torch_scatter_add inplace
scatter_sub             mindshim.ops.function.array_func:tensor_scatter_sub
scatter_mul             mindshim.ops.function.array_func:tensor_scatter_mul
scatter_div             mindshim.ops.function.array_func:tensor_scatter_div
scatter_max             mindshim.ops.function.array_func:tensor_scatter_max
scatter_min             mindshim.ops.function.array_func:tensor_scatter_min
gather_nd               mindshim.ops.function.array_func:gather_nd
index_add               mindshim.ops.function.array_func:_tensor_index_add
index_add_              mindshim.ops.function.array_func:_index_add_values inplace
index_fill              mindshim.ops.function.array_func:index_fill
index_fill_             mindshim.ops.function.array_func:index_fill inplace
index_put               mindshim.ops.function.array_func:_index_put
index_put_              mindshim.ops.function.array_func:_index_put inplace
index_copy_             mindshim.ops.function.array_func:_index_copy inplace
masked_fill_            mindshim.ops.function.array_func:masked_fill inplace
masked_scatter          mindshim.ops.function.array_func:masked_scatter
masked_scatter_         mindshim.ops.function.array_func:masked_scatter inplace
select_scatter          mindshim.ops.function.array_func:select_scatter
slice_scatter           mindshim.ops.function.array_func:slice_scatter
diagonal_scatter        mindshim.ops.function.array_func:diagonal_scatter
take                    mindshim.ops.function.array_func:_tensor_take index=indices
put_                    mindshim.ops.function.array_func:_tensor_put_
unique_consecutive      mindshim.ops.function.array_func:unique_consecutive
unique_with_pad         mindshim.ops.function.array_func:unique_with_pad
select                  mindshim.ops.function._tensor_methods:_select
fill_diagonal           mindshim.ops.function.array_func:_fill_diagonal
fill_diagonal_          mindshim.ops.function.array_func:_fill_diagonal inplace
hardshrink              mindshim.ops.function.nn_func:hardshrink
soft_shrink             mindshim.ops.function.nn_func:softshrink
fold                    mindshim.ops.function.nn_func:_t_fold
unfold                  mindshim.ops.function.nn_func:_t_unfold
bernoulli               mindshim.ops.function.random_func:_bernoulli_m
bernoulli_              mindshim.ops.function.random_func:_bernoulli_
cauchy                  mindshim.ops.function.random_func:_cauchy
exponential_            mindshim.ops.function.random_func:_exponential_
log_normal              mindshim.ops.function.random_func:_log_normal
normal_                 mindshim.ops.function.random_func:_normal_
random_                 mindshim.ops.function.random_func:_random_
uniform                 mindshim.ops.function.random_func:_uniform
uniform_                mindshim.ops.function.random_func:_uniform_
multinomial             mindshim.ops.function.random_func:multinomial
random_categorical      mindshim.ops.function.random_func:random_categorical
__add__                 mindshim.ops.function.math_func:_op_add
__radd__                mindshim.ops.function._tensor_methods:_radd
__sub__                 mindshim.ops.function.math_func:_op_sub
__rsub__                mindshim.ops.function._tensor_methods:_rsub
__mul__                 mindshim.ops.function.math_func:mul
__rmul__                mindshim.ops.function._tensor_methods:_rmul
__truediv__             mindshim.ops.function.math_func:div
__rtruediv__            mindshim.ops.function._tensor_methods:_rtruediv
__floordiv__            mindshim.ops.function.math_func:_op_floor_div
__rfloordiv__           mindshim.ops.function._tensor_methods:_rfloordiv
__mod__                 mindshim.ops.function.math_func:floor_mod
__rmod__                mindshim.ops.function._tensor_methods:_rmod
__pow__                 mindshim.ops.function.math_func:pow
__rpow__                mindshim.ops.function._tensor_methods:_rpow
__matmul__              mindshim.ops.function.math_func:matmul
__rmatmul__             mindshim.ops.function._tensor_methods:_rmatmul
__and__                 mindshim.ops.function.math_func:bitwise_and
__rand__                mindshim.ops.function._tensor_methods:_rand
__or__                  mindshim.ops.function.math_func:bitwise_or
__ror__                 mindshim.ops.function._tensor_methods:_ror
__xor__                 mindshim.ops.function.math_func:bitwise_xor
__rxor__                mindshim.ops.function._tensor_methods:_rxor
__neg__                 mindshim.ops.function.math_func:neg
__pos__                 mindshim.ops.function._tensor_methods:_pos
__abs__                 mindshim.ops.function.math_func:abs
__invert__              mindshim.ops.function.math_func:logical_not
__eq__                  mindshim.ops.function._tensor_methods:_eq
__ne__                  mindshim.ops.function._tensor_methods:_ne
__lt__                  mindshim.ops.function.math_func:less
__le__                  mindshim.ops.function.math_func:less_equal
__gt__                  mindshim.ops.function.math_func:greater
__ge__                  mindshim.ops.function.math_func:greater_equal
add                     mindshim.ops.function.math_func:_m_add
sub                     mindshim.ops.function.math_func:_m_sub y=other
mul                     mindshim.ops.function.math_func:mul
div                     mindshim.ops.function.math_func:div
divide                  mindshim.ops.function.math_func:div
true_divide             mindshim.ops.function.math_func:div
floor_divide            mindshim.ops.function.math_func:tensor_floordiv
remainder               mindshim.ops.function.math_func:remainder divisor=other
pow                     mindshim.ops.function.math_func:pow
matmul                  mindshim.ops.function.math_func:matmul tensor2=other
maximum                 mindshim.ops.function.math_func:maximum
minimum                 mindshim.ops.function.math_func:minimum
neg                     mindshim.ops.function.math_func:neg
negative                mindshim.ops.function.math_func:neg
abs                     mindshim.ops.function.math_func:abs
absolute                mindshim.ops.function.math_func:abs
exp                     mindshim.ops.function.math_func:exp
expm1                   mindshim.ops.function.math_func:expm1
log                     mindshim.ops.function.math_func:log
log1p                   mindshim.ops.function.math_func:log1p
log2                    mindshim.ops.function.math_func:log2
log10                   mindshim.ops.function.math_func:log10
sqrt                    mindshim.ops.function.math_func:sqrt
rsqrt                   mindshim.ops.function.math_func:rsqrt
square                  mindshim.ops.function.math_func:square
sin                     mindshim.ops.function.math_func:sin
cos                     mindshim.ops.function.math_func:cos
tan                     mindshim.ops.function.math_func:tan
tanh                    mindshim.ops.function.math_func:tanh
sigmoid                 mindshim.ops.function.math_func:sigmoid
floor                   mindshim.ops.function.math_func:floor
ceil                    mindshim.ops.function.math_func:ceil
round                   mindshim.ops.function.math_func:round
trunc                   mindshim.ops.function.math_func:trunc
sign                    mindshim.ops.function.math_func:sign
reciprocal              mindshim.ops.function.math_func:reciprocal
erf                     mindshim.ops.function.math_func:erf
atan2                   mindshim.ops.function.math_func:atan2
lerp                    mindshim.ops.function.math_func:lerp
equal                   mindshim.ops.function.math_func:equal
not_equal               mindshim.ops.function.math_func:not_equal
eq                      mindshim.ops.function.math_func:equal
ne                      mindshim.ops.function.math_func:not_equal
lt                      mindshim.ops.function.math_func:less
le                      mindshim.ops.function.math_func:less_equal
gt                      mindshim.ops.function.math_func:greater
ge                      mindshim.ops.function.math_func:greater_equal
less                    mindshim.ops.function.math_func:less
less_equal              mindshim.ops.function.math_func:less_equal
greater                 mindshim.ops.function.math_func:greater
greater_equal           mindshim.ops.function.math_func:greater_equal
isclose                 mindshim.ops.function.math_func:isclose x2=other
logical_and             mindshim.ops.function.math_func:logical_and
logical_or              mindshim.ops.function.math_func:logical_or
logical_xor             mindshim.ops.function.math_func:logical_xor
logical_not             mindshim.ops.function.math_func:logical_not
bitwise_and             mindshim.ops.function.math_func:bitwise_and
bitwise_or              mindshim.ops.function.math_func:bitwise_or
bitwise_xor             mindshim.ops.function.math_func:bitwise_xor
isnan                   mindshim.ops.function.math_func:isnan
isinf                   mindshim.ops.function.math_func:isinf
isfinite                mindshim.ops.function.math_func:isfinite
clip                    mindshim.ops.function.math_func:clamp
clamp                   mindshim.ops.function.math_func:clamp
nan_to_num              mindshim.ops.function.math_func:nan_to_num
addmm                   mindshim.ops.function.math_func:addmm
relu                    mindshim.ops.function.nn_func:relu
softmax                 mindshim.ops.function._tensor_methods:_softmax
log_softmax             mindshim.ops.function.nn_func:log_softmax
sum                     mindshim.ops.function._tensor_methods:_sum dim=axis keepdim=keepdims
mean                    mindshim.ops.function._tensor_methods:_mean dim=axis keepdim=keep_dims
prod                    mindshim.ops.function._tensor_methods:_prod dim=axis keepdim=keep_dims
max                     mindshim.ops.function._tensor_methods:_max
min                     mindshim.ops.function._tensor_methods:_min
amax                    mindshim.ops.function.math_func:amax
amin                    mindshim.ops.function.math_func:amin
argmax                  mindshim.ops.function._tensor_methods:_argmax dim=axis keepdim=keepdims
argmin                  mindshim.ops.function._tensor_methods:_argmin dim=axis keepdim=keepdims
std                     mindshim.ops.function._tensor_methods:_std
var                     mindshim.ops.function._tensor_methods:_var
norm                    mindshim.ops.function.math_func:norm
cumsum                  mindshim.ops.function._tensor_methods:_cumsum dim=axis
cumprod                 mindshim.ops.function.math_func:cumprod
all                     mindshim.ops.function.math_func:all dim=axis keepdim=keep_dims
any                     mindshim.ops.function.math_func:any dim=axis keepdim=keep_dims
topk                    mindshim.ops.function.math_func:topk
sort                    mindshim.ops.function._tensor_methods:_sort
argsort                 mindshim.ops.function._tensor_methods:_argsort
logsumexp               mindshim.ops.function.math_func:logsumexp
median                  mindshim.ops.function.math_func:median dim=axis keepdim=keepdims
reshape                 mindshim.ops.function._tensor_methods:_reshape
view                    mindshim.ops.function._tensor_methods:_view
transpose               mindshim.ops.function._tensor_methods:_transpose
permute                 mindshim.ops.function._tensor_methods:_permute
swapaxes                mindshim.ops.function.array_func:swapaxes
flip                    mindshim.ops.function.array_func:flip
roll                    mindshim.ops.function.array_func:roll
squeeze                 mindshim.ops.function.array_func:squeeze dim=axis
expand_dims             mindshim.ops.function._tensor_methods:_expand_dims
unsqueeze               mindshim.ops.function.array_func:expand_dims dim=axis
flatten                 mindshim.ops.function._tensor_methods:_flatten
ravel                   mindshim.ops.function._tensor_methods:_ravel
repeat                  mindshim.ops.function._tensor_methods:_repeat
repeat_interleave       mindshim.ops.function._tensor_methods:_repeat_interleave
tile                    mindshim.ops.function.array_func:tile reps=dims
broadcast_to            mindshim.ops.function.array_func:broadcast_to
expand_as               mindshim.ops.function._tensor_methods:_expand_as x=other
view_as                 mindshim.ops.function._tensor_methods:_reshape_as
reshape_as              mindshim.ops.function._tensor_methods:_reshape_as
gather                  mindshim.ops.function._tensor_methods:_torch_gather
gather_elements         mindshim.ops.function.array_func:gather_elements
index_select            mindshim.ops.function.array_func:index_select dim=axis
masked_fill             mindshim.ops.function.array_func:masked_fill
masked_select           mindshim.ops.function.array_func:masked_select
nonzero                 mindshim.ops.function.array_func:nonzero
split                   mindshim.ops.function.array_func:split split_size=split_size_or_sections dim=axis
chunk                   mindshim.ops.function.array_func:chunk dim=axis
narrow                  mindshim.ops.function.array_func:narrow dim=axis
tril                    mindshim.ops.function.array_func:tril
triu                    mindshim.ops.function.array_func:triu
diag                    mindshim.ops.function._tensor_methods:_diag
copy                    mindshim.ops.function._tensor_methods:_clone
clone                   mindshim.ops.function._tensor_methods:_clone
fill                    mindshim.ops.function._tensor_methods:_fill
to                      mindshim.ops.function._tensor_methods:_to
float                   mindshim.ops.function._tensor_methods:_float
half                    mindshim.ops.function._tensor_methods:_half
double                  mindshim.ops.function._tensor_methods:_double
int                     mindshim.ops.function._tensor_methods:_int
long                    mindshim.ops.function._tensor_methods:_long
short                   mindshim.ops.function._tensor_methods:_short
bool                    mindshim.ops.function._tensor_methods:_bool
byte                    mindshim.ops.function._tensor_methods:_byte
char                    mindshim.ops.function._tensor_methods:_char
bfloat16                mindshim.ops.function._tensor_methods:_bfloat16
type_as                 mindshim.ops.function._tensor_methods:_type_as
dim                     mindshim.ops.function._tensor_methods:_dim
ndimension              mindshim.ops.function._tensor_methods:_dim
numel                   mindshim.ops.function._tensor_methods:_numel
nelement                mindshim.ops.function._tensor_methods:_numel
contiguous              mindshim.ops.function._tensor_methods:_contiguous
is_contiguous           mindshim.ops.function._tensor_methods:_is_contiguous
is_floating_point       mindshim.ops.function._tensor_methods:_is_floating_point
t                       mindshim.ops.function._tensor_methods:_t
add_                    mindshim.ops.function.math_func:_m_add inplace
sub_                    mindshim.ops.function.math_func:_m_sub inplace
mul_                    mindshim.ops.function.math_func:mul inplace
div_                    mindshim.ops.function.math_func:div inplace
fill_                   mindshim.ops.function._tensor_methods:_fill inplace
zero_                   mindshim.ops.function._tensor_methods:_zero inplace
copy_                   mindshim.ops.function._tensor_methods:_copy_
clamp_                  mindshim.ops.function.math_func:clamp inplace
H                       mindshim.common.tensor:Tensor.H
T                       mindshim.common.tensor:Tensor.T
asnumpy                 mindshim.common.tensor:Tensor.asnumpy
assign_value            mindshim.common.tensor:Tensor.assign_value
astype                  mindshim.common.tensor:Tensor.astype
data                    mindshim.common.tensor:Tensor.data
data_ptr                mindshim.common.tensor:Tensor.data_ptr
device                  mindshim.common.tensor:Tensor.device
dtype                   mindshim.common.tensor:Tensor.dtype
flush_from_cache        mindshim.common.tensor:Tensor.flush_from_cache
from_numpy              mindshim.common.tensor:Tensor.from_numpy
has_init                mindshim.common.tensor:Tensor.has_init
init                    mindshim.common.tensor:Tensor.init
init_data               mindshim.common.tensor:Tensor.init_data
init_flag               mindshim.common.tensor:Tensor.init_flag
is_pinned               mindshim.common.tensor:Tensor.is_pinned
is_signed               mindshim.common.tensor:Tensor.is_signed
item                    mindshim.common.tensor:Tensor.item
itemsize                mindshim.common.tensor:Tensor.itemsize
mH                      mindshim.common.tensor:Tensor.mH
mT                      mindshim.common.tensor:Tensor.mT
move_to                 mindshim.common.tensor:Tensor.move_to
nbytes                  mindshim.common.tensor:Tensor.nbytes
ndim                    mindshim.common.tensor:Tensor.ndim
numpy                   mindshim.common.tensor:Tensor.numpy
pin_memory              mindshim.common.tensor:Tensor.pin_memory
register_hook           mindshim.common.tensor:Tensor.register_hook
requires_grad_          mindshim.common.tensor:Tensor.requires_grad_
set_dtype               mindshim.common.tensor:Tensor.set_dtype
shape                   mindshim.common.tensor:Tensor.shape
size                    mindshim.common.tensor:Tensor.size
storage_offset          mindshim.common.tensor:Tensor.storage_offset
stride                  mindshim.common.tensor:Tensor.stride
strides                 mindshim.common.tensor:Tensor.strides
tolist                  mindshim.common.tensor:Tensor.tolist
type                    mindshim.common.tensor:Tensor.type
value                   mindshim.common.tensor:Tensor.value
"""


def public(module: str) -> str:
    """``module``'s MindSpore path (``mindshim.ops`` and ``mindspore.ops`` are both ``mindspore.ops``)."""
    return _ALIAS + module[len(_SHIM) :] if module == _SHIM or module.startswith(_SHIM + ".") else module


def implementation(module: str) -> str:
    """``module``'s mindshim path (``mindspore.ops`` -> ``mindshim.ops``)."""
    return _SHIM + module[len(_ALIAS) :] if module == _ALIAS or module.startswith(_ALIAS + ".") else module


_ENTRIES: dict[str, dict[str, str]] = {}


def entries(module: str) -> dict[str, str]:
    """``{name: target}`` of a registry module, in declaration order; a target is ``"mindshim.a.b:attr"`` (an
    attribute, possibly dotted) or ``"mindshim.a.b"`` (a module). Raises KeyError for a module not declared."""
    key = public(module)
    got = _ENTRIES.get(key)
    if got is not None:
        return got
    decl = MODULES[key]
    out = included(key)
    for group, tokens in decl.items():
        if group in ("*", "*names"):
            continue
        for token in tokens.split():
            name, _, ref = token.partition("=")
            if group == "modules":
                ref = ref or name
                name = name.rsplit(".", 1)[-1]
                out[name] = ref
            else:
                out[name] = f"{implementation(key) if group == '' else group}:{ref or name}"
    _ENTRIES[key] = out
    return out


def included(module: str) -> dict[str, str]:
    """``{name: target}`` that a registry module re-exports from the modules its ``"*"`` and ``"*names"`` lines
    name (``"*names"``: without their submodules), in order; its own declarations come on top in :func:`entries`."""
    decl = MODULES[public(module)]
    out: dict[str, str] = {}
    for inc in decl.get("*", "").split():
        out.update(entries(inc))
    for inc in decl.get("*names", "").split():
        out.update((k, v) for k, v in entries(inc).items() if ":" in v)
    return out


def names(module: str) -> list[str]:
    """The public names of ``module`` (its ``__all__``), in declaration order. A module run as a script
    (``python -m mindshim.msrun``, where ``__name__`` is ``"__main__"``) is looked up by its import name."""
    if module == "__main__":
        spec = getattr(sys.modules.get("__main__"), "__spec__", None)
        module = spec.name if spec is not None else module
    return list(entries(module))


def modules() -> list[str]:
    """Every MindSpore module path the registry declares."""
    return list(MODULES)


def resolve(target: str):
    """The object a target names (imports its module)."""
    module, _, attr = target.partition(":")
    obj = sys.modules.get(module) or importlib.import_module(module)
    _unshadow(module)
    for part in attr.split(".") if attr else ():
        obj = getattr(obj, part)
    return obj


def _unshadow(module: str) -> None:
    """Importing ``a.b`` binds the package attribute ``a.b`` to the submodule; where the registry gives the package
    a name of that submodule instead (``mindspore.train.data_sink`` is the function of ``mindspore.train.data_sink``),
    put the registry's object back."""
    parent, _, child = module.rpartition(".")
    if public(parent) not in MODULES:
        return
    target = entries(parent).get(child)
    if target is None or not target.startswith(module + ":"):
        return
    obj = sys.modules[module]
    for part in target.partition(":")[2].split("."):
        obj = getattr(obj, part)
    setattr(sys.modules[implementation(parent)], child, obj)


_PRESENTED_AT = [0]  # len(sys.modules) when a lazy name last had the new modules presented as ``mindspore.*``


def attach(module: str):
    """``(__getattr__, __dir__)`` for a module whose registry names are not all bound when it is imported: a name
    is resolved through its target on first use (then kept in the module), ``dir()`` lists every registry name.
    A name the registry does not declare raises AttributeError with MindSpore's module path."""
    alias, home = public(module), implementation(module)

    def __getattr__(name: str):
        target = entries(alias).get(name)
        if target is None or target.partition(":")[0] == home:
            raise AttributeError(f"module '{alias}' has no attribute '{name}'")
        try:
            value = resolve(target)
        except ModuleNotFoundError as e:
            if e.name != target.partition(":")[0]:  # a real import error inside an existing module: show it
                raise
            raise AttributeError(f"module '{alias}' has no attribute '{name}' ({e.name} is not available)") from None
        importer = sys.modules.get(_SHIM + "._importer")
        if importer is not None and len(sys.modules) != _PRESENTED_AT[0]:  # modules imported since: present them
            importer._present_as_mindspore()
            _PRESENTED_AT[0] = len(sys.modules)
        vars(sys.modules[home])[name] = value
        return value

    def __dir__():
        return sorted(set(vars(sys.modules[home])) | set(entries(alias)))

    return __getattr__, __dir__


def tensor_methods() -> dict[str, tuple[str, bool, dict[str, str]]]:
    """``{name: (target, inplace, {alias: parameter})}`` of every Tensor method and operator in :data:`TENSOR`."""
    out = {}
    for line in TENSOR.splitlines():
        if line:
            name, target, *opts = line.split()
            out[name] = (target, "inplace" in opts, dict(o.split("=") for o in opts if "=" in o))
    return out
