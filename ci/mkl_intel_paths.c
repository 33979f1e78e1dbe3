/* CI's second golden pass on an AMD CPU: LD_PRELOAD this so that MKL (linked into torch) takes the code paths it
 * gives Intel CPUs of the same ISA (AVX-512 sgemm, FFT and VML kernels), reproducing what an Intel Xeon computes.
 * MKL asks mkl_serv_intel_cpu_true() before choosing them; nothing else changes. Diagnostic only. */
int mkl_serv_intel_cpu_true(void) { return 1; }
