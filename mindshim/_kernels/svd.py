"""MindSpore's CPU singular value decomposition: Eigen's two-sided Jacobi SVD, batched over torch tensors.

MindSpore 2.10's CPU ``Svd`` kernel calls Eigen's ``BDCSVD`` on each (row-major) matrix, with thin or full ``U``
and ``V``. ``BDCSVD`` hands any matrix with fewer than 16 columns to ``JacobiSVD`` (its default
``ColPivHouseholderQRPreconditioner``), and the signs of the singular vectors that come out are that algorithm's.
:func:`jacobi_svd` runs the same steps, in the input's precision, on every matrix of a batch at once:

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
        piv = torch.argmax(updated[:, k:], dim=-1) + k  # the first maximum
        if bool((piv != k).any()):
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


def jacobi_svd(a: torch.Tensor, full_matrices: bool = False, compute_uv: bool = True):
    """Eigen's ``JacobiSVD`` (``ColPivHouseholderQRPreconditioner``) of each real matrix of ``a`` (..., M, N),
    computed in ``a``'s dtype: ``(s, u, v)`` with ``a = u @ diag(s) @ v^T``, ``s`` (..., P) in decreasing order,
    ``u`` (..., M, P) and ``v`` (..., N, P) (``full_matrices``: (..., M, M) and (..., N, N)); ``(s, None, None)``
    without ``compute_uv``. The signs of the columns of ``u`` and ``v`` are the ones MindSpore's CPU kernel gives
    for matrices of fewer than 16 columns."""
    lead, (rows, cols) = a.shape[:-2], a.shape[-2:]
    x = a.reshape(-1, rows, cols)
    bsz, dt, dev = x.shape[0], x.dtype, x.device
    fin = torch.finfo(dt)
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
    precision = 2 * fin.eps
    max_diag = w.diagonal(dim1=-2, dim2=-1).abs().amax(-1)
    finished = False
    while not finished:
        finished = True
        for p in range(1, diag):
            for q in range(p):
                thr = torch.clamp_min(precision * max_diag, fin.tiny)
                act = (w[:, p, q].abs() > thr) | (w[:, q, p].abs() > thr)
                if not bool(act.any()):
                    continue
                finished = False
                m00, m01, m10, m11 = w[:, p, p], w[:, p, q], w[:, q, p], w[:, q, q]
                # the rotation that makes the 2x2 block symmetric
                t, d = m00 + m11, m10 - m01
                flat = d.abs() < fin.tiny
                uu = t / torch.where(flat, 1, d)
                tmp = torch.sqrt(1 + uu * uu)
                s1 = torch.where(flat, 0, 1 / tmp)
                c1 = torch.where(flat, 1, uu / tmp)
                n00, n01 = c1 * m00 + s1 * m10, c1 * m01 + s1 * m11
                n11 = -s1 * m01 + c1 * m11
                # the Jacobi rotation that diagonalises the symmetric block (Eigen's makeJacobi)
                deno = 2 * n01.abs()
                none = deno < fin.tiny
                tau = (n00 - n11) / torch.where(none, 1, deno)
                wq = torch.sqrt(tau * tau + 1)
                tt = torch.where(tau > 0, 1 / (tau + wq), 1 / (tau - wq))
                sign_t = torch.where(tt > 0, 1, -1).to(dt)
                nn_ = 1 / torch.sqrt(tt * tt + 1)
                sgn_y = n01 / torch.where(none, 1, n01.abs())
                sr = torch.where(none, 0, -sign_t * sgn_y * tt.abs() * nn_)
                cr = torch.where(none, 1, nn_)
                # j_left = rot1 * j_right^T
                cl, sl = c1 * cr + s1 * sr, -c1 * sr + s1 * cr
                one, zero = torch.ones_like(cl), torch.zeros_like(cl)
                cl, sl = torch.where(act, cl, one), torch.where(act, sl, zero)
                cr, sr = torch.where(act, cr, one), torch.where(act, sr, zero)
                rp, rq = w[:, p, :].clone(), w[:, q, :]
                w[:, p, :] = cl[:, None] * rp + sl[:, None] * rq
                w[:, q, :] = -sl[:, None] * rp + cl[:, None] * rq
                cp, cq = w[:, :, p].clone(), w[:, :, q]
                w[:, :, p] = cr[:, None] * cp - sr[:, None] * cq
                w[:, :, q] = sr[:, None] * cp + cr[:, None] * cq
                if compute_uv:
                    up, uq = u[:, :, p].clone(), u[:, :, q]
                    u[:, :, p] = cl[:, None] * up + sl[:, None] * uq
                    u[:, :, q] = -sl[:, None] * up + cl[:, None] * uq
                    vp, vq = v[:, :, p].clone(), v[:, :, q]
                    v[:, :, p] = cr[:, None] * vp - sr[:, None] * vq
                    v[:, :, q] = sr[:, None] * vp + cr[:, None] * vq
                new_max = torch.maximum(max_diag, torch.maximum(w[:, p, p].abs(), w[:, q, q].abs()))
                max_diag = torch.where(act, new_max, max_diag)
    dvals = w.diagonal(dim1=-2, dim2=-1)
    s = dvals.abs()
    if compute_uv:
        u[:, :, :diag] = u[:, :, :diag] * torch.where(dvals < 0, -1, 1).to(dt)[:, None, :]
    s = s * scale[:, None]
    for i in range(diag - 1):
        pos = torch.argmax(s[:, i:], dim=-1) + i  # the first maximum of the remaining values
        if bool((pos != i).any()):
            _swap_entries(s, i, pos)
            if compute_uv:
                _swap_cols(u, i, pos)
                _swap_cols(v, i, pos)
    bad = ~torch.isfinite(scale)  # Eigen reports InvalidInput and leaves the outputs undefined
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
