"""The Jacobi SVD kernel's per-matrix sweeps give, bit for bit, what its batched torch formulas give."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from mindshim._kernels import svd as _svd


def _batched_reference(a: torch.Tensor, full_matrices: bool = False, compute_uv: bool = True):
    """The kernel as it first ran: every step a batched torch operation over all the matrices at once."""
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
        w, u, perm = _svd._colpiv_qr(x, full_matrices, compute_uv)
        v = _svd._perm_matrix(perm, dt) if compute_uv else None
    elif rows < cols:
        r, v, perm = _svd._colpiv_qr(x.mT, full_matrices, compute_uv)
        w = r.mT.contiguous()
        u = _svd._perm_matrix(perm, dt) if compute_uv else None
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
            _svd._swap_entries(s, i, pos)
            if compute_uv:
                _svd._swap_cols(u, i, pos)
                _svd._swap_cols(v, i, pos)
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


def _inputs() -> list[np.ndarray]:
    """Square, tall, wide and batched matrices (one batch mixing an identity, which converges at once, with a
    random matrix), integer entries with ties, a rank-one and a zero matrix, in Float32 and Float64."""
    rng = np.random.default_rng(5)
    out = []
    for shape in [(4, 4), (5, 3), (3, 5), (2, 4, 4), (6, 2)]:
        for dt in (np.float32, np.float64):
            out.append(rng.standard_normal(shape).astype(dt))
    out.append(np.stack([np.eye(4), rng.standard_normal((4, 4))]).astype(np.float32))
    out.append(rng.integers(-2, 3, (5, 4)).astype(np.float64))
    out.append(np.outer(np.arange(1.0, 5), np.arange(1.0, 4)).astype(np.float32))
    out.append(np.zeros((3, 3), np.float64))
    return out


@pytest.mark.parametrize("full,uv", [(False, True), (True, True), (False, False)])
def test_sweeps_match_batched_formulas_bitwise(full: bool, uv: bool) -> None:
    """Same bytes (signs of zeros included) for S, U and V, thin, full and values only."""
    for a in _inputs():
        t = torch.from_numpy(a)
        got = _svd.jacobi_svd(t, full, uv)
        want = _batched_reference(t.clone(), full, uv)
        for g, w in zip(got, want):
            if w is None:
                assert g is None
                continue
            assert g.dtype == w.dtype and g.shape == w.shape
            assert g.numpy().tobytes() == w.numpy().tobytes(), (a.shape, a.dtype, full, uv)


def test_grad_input_keeps_the_values() -> None:
    """An input that requires grad gets the same values as a plain one, and a gradient."""
    a = torch.from_numpy(np.random.default_rng(6).standard_normal((5, 3)))
    plain = _svd.jacobi_svd(a)
    leaf = a.clone().requires_grad_(True)
    traced = _svd.jacobi_svd(leaf)
    for g, w in zip(traced, plain):
        assert torch.equal(g.detach(), w)
    traced[0].sum().backward()
    assert leaf.grad is not None and torch.isfinite(leaf.grad).all()
