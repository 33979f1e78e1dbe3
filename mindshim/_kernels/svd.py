"""MindSpore's CPU singular value decomposition: Eigen's two-sided Jacobi SVD, matrix by matrix.

MindSpore 2.10's CPU ``Svd`` kernel calls Eigen's ``BDCSVD`` on each (row-major) matrix, with thin or full ``U``
and ``V``. ``BDCSVD`` hands any matrix with fewer than 16 columns to ``JacobiSVD`` (its default
``ColPivHouseholderQRPreconditioner``), and the signs of the singular vectors that come out are that algorithm's.
:func:`jacobi_svd` runs the same steps, in the input's precision (the scaling and the QR as batched torch
operations, the sweeps and the sort per matrix on numpy arrays, the 2x2 steps on scalars):

1. the matrix is divided by its largest absolute entry;
2. a non-square matrix is first reduced to a square triangular one by a column-pivoted Householder QR
   (of the matrix when it has more rows, of its transpose when it has more columns), with Eigen's Householder
   convention (``beta = -sign(c0) * norm``), its first-maximum pivot choice and its LAPACK-style norm downdates;
3. sweeps over the pairs ``(p, q)``, ``p`` from 1, ``q < p``, apply Eigen's real 2x2 Jacobi step (a rotation
   that symmetrises the block, then the Jacobi rotation that diagonalises it) wherever an off-diagonal entry
   exceeds ``max(tiny, 2 * eps * max|diagonal|)``, until a sweep changes nothing;
4. negative diagonal entries flip the matching column of ``U``; the values are scaled back and selection-sorted
   in decreasing order (swapping the first maximum of the remaining ones into place), columns of ``U`` and
   ``V`` following.

Matrices with 16 columns or more (Eigen's divide-and-conquer path) and complex matrices are left to torch: their
singular values agree, the signs (phases) of the singular vectors may differ from MindSpore's.
"""

from __future__ import annotations

import numpy as np
import torch

__all__ = ["JACOBI_MAX_COLS", "jacobi_svd"]

JACOBI_MAX_COLS = 15  # BDCSVD's default switch size is 16: fewer columns go to JacobiSVD


def _swap_cols(x: torch.Tensor, i: int, j: torch.Tensor) -> None:
    """Swap, in place, column ``i`` of each matrix of ``x`` with its column ``j[b]`` (``j``: one index a matrix)."""
    b = torch.arange(x.shape[0], device=x.device)
    ci = x[:, :, i].clone()
    x[:, :, i] = x[b, :, j]
    x[b, :, j] = ci


def _swap_entries(x: torch.Tensor, i: int, j: torch.Tensor) -> None:
    """Swap, in place, entry ``i`` of each row of ``x`` (a batch of vectors) with its entry ``j[b]``."""
    b = torch.arange(x.shape[0], device=x.device)
    xi = x[:, i].clone()
    x[:, i] = x[b, j]
    x[b, j] = xi


def _colpiv_qr(a: torch.Tensor, full: bool, want_q: bool):
    """Eigen's ``ColPivHouseholderQR`` of a batch ``a`` (B, r, c) with ``r > c``: ``(R, Q, perm)`` where ``R`` is
    the upper-triangular (c, c) block, ``Q`` the (r, r) or thin (r, c) orthogonal factor (None unless ``want_q``)
    and ``perm`` the column order (``a[:, :, perm] = Q R``)."""
    bsz, rows, cols = a.shape
    fin = torch.finfo(a.dtype)
    qr = a.clone()
    direct = torch.linalg.vector_norm(qr, dim=-2)
    updated = direct.clone()
    perm = torch.arange(cols, device=a.device).expand(bsz, cols).clone()
    taus = []
    downdate = fin.eps**0.5
    for k in range(cols):
        piv_np = updated[:, k:].cpu().numpy().argmax(-1) + k  # the first maximum
        if (piv_np != k).any():
            piv = torch.from_numpy(piv_np).to(a.device)
            _swap_cols(qr, k, piv)
            _swap_entries(updated, k, piv)
            _swap_entries(direct, k, piv)
            _swap_entries(perm, k, piv)
        c0 = qr[:, k, k]
        tail = qr[:, k + 1 :, k]
        tail_sq = (tail * tail).sum(-1)
        trivial = tail_sq <= fin.tiny
        beta = torch.sqrt(c0 * c0 + tail_sq)
        beta = torch.where(c0 >= 0, -beta, beta)
        beta = torch.where(trivial, c0, beta)
        denom = torch.where(trivial, torch.ones_like(c0), c0 - beta)
        ess = torch.where(trivial[:, None], torch.zeros_like(tail), tail / denom[:, None])
        tau = torch.where(trivial, torch.zeros_like(c0), (beta - c0) / torch.where(trivial, 1, beta))
        qr[:, k, k] = beta
        qr[:, k + 1 :, k] = ess
        taus.append(tau)
        if k + 1 < cols:
            v = torch.cat([torch.ones_like(c0)[:, None], ess], dim=1)  # (B, r-k)
            blk = qr[:, k:, k + 1 :]
            tmp = torch.einsum("bi,bij->bj", v, blk)
            qr[:, k:, k + 1 :] = blk - tau[:, None, None] * v[:, :, None] * tmp[:, None, :]
            nu, nd = updated[:, k + 1 :], direct[:, k + 1 :]
            nonzero = nu != 0
            safe_nu = torch.where(nonzero, nu, 1)
            temp = qr[:, k, k + 1 :].abs() / safe_nu
            temp = ((1 + temp) * (1 - temp)).clamp_min(0)
            temp2 = temp * (nu / torch.where(nd != 0, nd, 1)) ** 2
            again = nonzero & (temp2 <= downdate)
            fresh = torch.linalg.vector_norm(qr[:, k + 1 :, k + 1 :], dim=-2)
            updated[:, k + 1 :] = torch.where(again, fresh, torch.where(nonzero, nu * torch.sqrt(temp), nu))
            direct[:, k + 1 :] = torch.where(again, fresh, nd)
    r = torch.triu(qr[:, :cols, :cols])
    q = None
    if want_q:
        width = rows if full else cols
        q = torch.eye(rows, width, dtype=a.dtype, device=a.device).expand(bsz, rows, width).clone()
        for k in reversed(range(cols)):  # Q = H_0 H_1 ... H_{c-1} applied to the identity
            v = torch.cat([torch.ones_like(taus[k])[:, None], qr[:, k + 1 :, k]], dim=1)
            blk = q[:, k:, :]
            tmp = torch.einsum("bi,bij->bj", v, blk)
            q[:, k:, :] = blk - taus[k][:, None, None] * v[:, :, None] * tmp[:, None, :]
    return r, q, perm


def _perm_matrix(perm: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """The permutation matrices ``P`` with ``P[perm[i], i] = 1`` (so ``A @ P = A[:, perm]``)."""
    bsz, n = perm.shape
    p = torch.zeros(bsz, n, n, dtype=dtype, device=perm.device)
    p.scatter_(1, perm[:, None, :], 1)
    return p


def _sweep_one(w: np.ndarray, u: np.ndarray | None, v: np.ndarray | None, s: np.ndarray, scale) -> None:
    """Eigen's Jacobi sweeps on one square matrix ``w`` (n, n), in place and in ``w``'s precision, rotating the
    first n columns of ``u`` and ``v`` along; then the sign flips and the decreasing selection sort, writing the
    singular values (scaled back by ``scale``) into ``s``.

    The 2x2 steps run on scalars (numpy float32 ones for Float32, Python floats, which are IEEE doubles, for
    Float64), one operation at a time in the order of the batched formulas, and the rotations update whole rows and
    columns with numpy, so every value is rounded exactly as in an element-wise torch evaluation."""
    n = w.shape[0]
    single = w.dtype == np.float32
    typ = np.float32 if single else float
    fin = np.finfo(w.dtype)
    tiny, one, zero, two = typ(fin.tiny), typ(1), typ(0), typ(2)
    minus_one = typ(-1)
    precision = typ(2 * float(fin.eps))
    get = w.__getitem__ if single else w.item
    if u is not None:
        # one array for both kinds of update: rows p, q carry w's rows and U's columns (as rows of U^T),
        # columns p, q carry w's columns and V's columns
        rows_u, rows_v = u.shape[0], v.shape[0]
        big = np.zeros((n + rows_v, n + rows_u), dtype=w.dtype)
        big[:n, :n] = w
        big[:n, n:] = u[:, :n].T
        big[n:, :n] = v[:, :n]
        get = big.__getitem__ if single else big.item
    else:
        big = w
    # torch's CPU sqrt is not always the correctly rounded one (about 1% of float64 and 17% of float32 values come
    # out one unit in the last place away); the square roots go through it, one element in place, so that the
    # rotations stay those of the batched torch formulas bit for bit
    root = torch.zeros(1, dtype=torch.float32 if single else torch.float64)
    root_np = root.numpy()
    sqrt_ = root.sqrt_

    read = root_np.__getitem__ if single else root_np.item

    def sqrt(x):
        root_np[0] = x
        sqrt_()
        return read(0)

    # the two-row and two-column updates: each new row (column) is the sum of two products, formed in these buffers
    multiply, add = np.multiply, np.add
    row_c, col_c = np.empty((2, 2, 1), w.dtype), np.empty((2, 2), w.dtype)
    row_t, col_t = np.empty((2, 2, big.shape[1]), w.dtype), np.empty((big.shape[0], 2, 2), w.dtype)
    row_t0, row_t1, col_t0, col_t1 = row_t[:, 0], row_t[:, 1], col_t[:, :, 0], col_t[:, :, 1]
    max_diag = typ(np.abs(np.diagonal(w)).max()) if n else zero
    # the threshold max(tiny, precision * max_diag), in w's precision, compared as a Python float: the entries
    # (Python floats from .item) compare with it exactly as in w's precision
    thr = precision * max_diag
    thr = float(tiny if thr < tiny else thr)
    peek = big.item
    finished = False
    while not finished:
        finished = True
        for p in range(1, n):
            for q in range(p):
                if not (abs(peek(p, q)) > thr or abs(peek(q, p)) > thr):
                    continue
                finished = False
                m00, m01, m10, m11 = get((p, p)), get((p, q)), get((q, p)), get((q, q))
                # the rotation that makes the 2x2 block symmetric
                t, d = m00 + m11, m10 - m01
                if abs(d) < tiny:
                    c1, s1 = one, zero
                else:
                    uu = t / d
                    tmp = sqrt(one + uu * uu)
                    s1, c1 = one / tmp, uu / tmp
                n00, n01 = c1 * m00 + s1 * m10, c1 * m01 + s1 * m11
                n11 = -s1 * m01 + c1 * m11
                # the Jacobi rotation that diagonalises the symmetric block (Eigen's makeJacobi)
                deno = two * abs(n01)
                if deno < tiny:
                    cr, sr = one, zero
                else:
                    tau = (n00 - n11) / deno
                    wq = sqrt(tau * tau + one)
                    tt = one / (tau + wq) if tau > zero else one / (tau - wq)
                    sign_t = one if tt > zero else minus_one
                    nn_ = one / sqrt(tt * tt + one)
                    sgn_y = n01 / abs(n01)
                    sr = -sign_t * sgn_y * abs(tt) * nn_
                    cr = nn_
                # j_left = rot1 * j_right^T
                cl, sl = c1 * cr + s1 * sr, -c1 * sr + s1 * cr
                # rows q and p (a strided view of both): q <- cl * q - sl * p, p <- sl * q + cl * p
                pair = big[q : p + 1 : p - q]
                row_c[0, 0, 0], row_c[0, 1, 0], row_c[1, 0, 0], row_c[1, 1, 0] = cl, -sl, sl, cl
                multiply(row_c, pair, out=row_t)
                add(row_t0, row_t1, out=pair)
                # columns q and p: q <- cr * q + sr * p, p <- cr * p - sr * q
                pair = big[:, q : p + 1 : p - q]
                col_c[0, 0], col_c[0, 1], col_c[1, 0], col_c[1, 1] = cr, sr, -sr, cr
                multiply(col_c, pair[:, None, :], out=col_t)
                add(col_t0, col_t1, out=pair)
                a_pp, a_qq = abs(get((p, p))), abs(get((q, q)))
                new_max = a_pp if a_pp > a_qq else a_qq
                if new_max > max_diag:
                    max_diag = new_max
                    thr = precision * max_diag
                    thr = float(tiny if thr < tiny else thr)
    if u is not None:
        w[...] = big[:n, :n]
        u[:, :n] = big[:n, n:].T
        v[:, :n] = big[n:, :n]
    dvals = np.diagonal(w)
    if u is not None:
        u[:, :n] *= np.where(dvals < 0, minus_one, one)
    s[:] = np.abs(dvals) * w.dtype.type(scale)
    for i in range(n - 1):
        pos = int(np.argmax(s[i:])) + i  # the first maximum of the remaining values
        if pos != i:
            s[[i, pos]] = s[[pos, i]]
            if u is not None:
                u[:, [i, pos]] = u[:, [pos, i]]
                v[:, [i, pos]] = v[:, [pos, i]]


def jacobi_svd(a: torch.Tensor, full_matrices: bool = False, compute_uv: bool = True):
    """Eigen's ``JacobiSVD`` (``ColPivHouseholderQRPreconditioner``) of each real matrix of ``a`` (..., M, N),
    computed in ``a``'s dtype: ``(s, u, v)`` with ``a = u @ diag(s) @ v^T``, ``s`` (..., P) in decreasing order,
    ``u`` (..., M, P) and ``v`` (..., N, P) (``full_matrices``: (..., M, M) and (..., N, N)); ``(s, None, None)``
    without ``compute_uv``. The signs of the columns of ``u`` and ``v`` are the ones MindSpore's CPU kernel gives
    for matrices of fewer than 16 columns.

    An input that requires grad (a Parameter, or inside ``ms.grad``) gets these values with the gradient of
    torch's SVD, its singular vectors' signs turned to these ones (the gradient of this sign choice). Known
    difference: with ``full_matrices`` on a non-square matrix MindSpore's gradient differs from torch's, which this
    gives (the values of the singular values, thin vectors and square full ones agree)."""
    if a.requires_grad:
        with torch.no_grad():
            s, u, v = _jacobi(a.detach(), full_matrices, compute_uv)
        return _with_grad(a, s, u, v, full_matrices) if torch.is_grad_enabled() else (s, u, v)
    return _jacobi(a, full_matrices, compute_uv)


def _with_grad(a: torch.Tensor, s: torch.Tensor, u, v, full_matrices: bool):
    """``(s, u, v)`` (values computed without grad) carrying the gradient of ``torch.linalg.svd`` of ``a``, whose
    singular vectors are multiplied by the signs that make them agree with ``u`` and ``v``: each output is its
    value plus ``t - t.detach()`` (exactly zero) of its torch counterpart ``t``."""
    if u is None:
        t = torch.linalg.svdvals(a)
        return s + (t - t.detach()), None, None
    tu, ts, tvh = torch.linalg.svd(a, full_matrices=full_matrices)
    tv, k = tvh.mT, s.shape[-1]
    sign = torch.sign((u[..., :k] * tu[..., :k].detach()).sum(-2))
    sign = torch.where(sign == 0, torch.ones_like(sign), sign)[..., None, :]
    tu = torch.cat([tu[..., :k] * sign, tu[..., k:]], dim=-1)
    tv = torch.cat([tv[..., :k] * sign, tv[..., k:]], dim=-1)
    return s + (ts - ts.detach()), u + (tu - tu.detach()), v + (tv - tv.detach())


def _jacobi(a: torch.Tensor, full_matrices: bool, compute_uv: bool):
    """:func:`jacobi_svd` without grad."""
    lead, (rows, cols) = a.shape[:-2], a.shape[-2:]
    x = a.reshape(-1, rows, cols)
    bsz, dt, dev = x.shape[0], x.dtype, x.device
    diag = min(rows, cols)
    scale = x.abs().amax(dim=(-2, -1))
    scale = torch.where(scale == 0, torch.ones_like(scale), scale)
    x = x / scale[:, None, None]
    uw = rows if full_matrices else diag
    vw = cols if full_matrices else diag
    if rows > cols:
        w, u, perm = _colpiv_qr(x, full_matrices, compute_uv)
        v = _perm_matrix(perm, dt) if compute_uv else None
    elif rows < cols:
        r, v, perm = _colpiv_qr(x.mT, full_matrices, compute_uv)
        w = r.mT.contiguous()
        u = _perm_matrix(perm, dt) if compute_uv else None
    else:
        w = x.clone()
        u = torch.eye(rows, uw, dtype=dt, device=dev).expand(bsz, rows, uw).clone() if compute_uv else None
        v = torch.eye(cols, vw, dtype=dt, device=dev).expand(bsz, cols, vw).clone() if compute_uv else None
    bad = ~torch.isfinite(scale)  # Eigen reports InvalidInput and leaves the outputs undefined
    w_np = w.cpu().numpy()
    u_np = u.cpu().numpy().copy() if compute_uv else None
    v_np = v.cpu().numpy().copy() if compute_uv else None
    s_np = np.empty((bsz, diag), dtype=w_np.dtype)
    scale_np = scale.cpu().numpy()
    skip = bad.cpu().numpy()
    with np.errstate(all="ignore"):  # overflowing intermediates (tau * tau) are part of the arithmetic
        for b in range(bsz):
            if not skip[b]:
                _sweep_one(
                    w_np[b], u_np[b] if compute_uv else None, v_np[b] if compute_uv else None, s_np[b], scale_np[b]
                )
    s = torch.from_numpy(s_np).to(dev)
    if compute_uv:
        u = torch.from_numpy(u_np).to(dev)
        v = torch.from_numpy(v_np).to(dev)
    if bool(bad.any()):
        s[bad] = torch.nan
        if compute_uv:
            u[bad] = torch.nan
            v[bad] = torch.nan
    s = s.reshape(*lead, diag)
    if not compute_uv:
        return s, None, None
    return s, u.reshape(*lead, rows, uw), v.reshape(*lead, cols, vw)


from .errors import cover as _cover  # noqa: E402 - last, so that it covers every kernel above

_cover(globals())
