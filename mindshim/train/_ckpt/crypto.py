"""Encrypted `.ckpt` files: MindSpore's AES-GCM / AES-CBC / SM4-CBC cipher blocks, written and read."""

from __future__ import annotations

import os

ENCRYPT_BLOCK_SIZE = 64 * 1024  # KiB: plaintext per cipher block
_MAGIC = {"AES-GCM": 0x7F3A5ED8, "AES-CBC": 0x7F3A5ED9, "SM4-CBC": 0x7F3A5EDA}
_CIPHER_MAGICS = (
    _MAGIC["AES-GCM"].to_bytes(4, "little"),
    _MAGIC["AES-CBC"].to_bytes(4, "little"),
)


def _encrypt_blocks(plain: bytes, key: bytes, mode: str):
    """Yield MindSpore cipher blocks for ``plain`` (see FORMAT: magic, [GCM tag], len, iv_len, iv, c_len, cipher)."""
    algorithms, modes, aead, padding = _crypto()
    _check_key(key, mode)
    block = ENCRYPT_BLOCK_SIZE * 1024
    magic = _MAGIC[mode].to_bytes(4, "little")
    for i in range(0, len(plain), block):
        data = plain[i : i + block]
        iv = os.urandom(16)
        if mode == "AES-GCM":
            out = aead.AESGCM(key).encrypt(iv[:12], bytes(data), None)
            cipher, tag = out[:-16], out[-16:]
            head = magic + tag
        else:
            padder = padding.PKCS7(128).padder()
            padded = padder.update(bytes(data)) + padder.finalize()
            algo = algorithms.AES(key) if mode == "AES-CBC" else algorithms.SM4(key)
            from cryptography.hazmat.primitives.ciphers import Cipher

            enc = Cipher(algo, modes.CBC(iv)).encryptor()
            cipher = enc.update(padded) + enc.finalize()
            head = magic
        n = 4 + 16 + 4 + len(cipher)
        yield head + n.to_bytes(4, "little") + (16).to_bytes(4, "little") + iv + len(cipher).to_bytes(4, "little")
        yield cipher


def _crypto():
    try:
        from cryptography.hazmat.primitives import padding
        from cryptography.hazmat.primitives.ciphers import aead, algorithms, modes
    except ImportError as e:  # pragma: no cover - depends on the environment
        raise ImportError(
            "Encrypted checkpoints need the 'cryptography' package (pip install 'mindshim[crypto]')."
        ) from e
    return algorithms, modes, aead, padding


def _check_key(key: bytes, mode: str) -> None:
    if mode not in _MAGIC:
        raise ValueError(
            f"The 'enc_mode' or 'dec_mode' only supports 'AES-GCM', 'AES-CBC' and 'SM4-CBC', but got {mode}."
        )
    valid = (16,) if mode == "SM4-CBC" else (16, 24, 32)
    if len(key) not in valid:
        raise ValueError(f"The key length for {mode} must be one of {valid} bytes, but got {len(key)}.")


def _is_cipher(data) -> bool:
    return bytes(memoryview(data)[:4]) in _CIPHER_MAGICS


def _decrypt(data: bytes, key: bytes, mode: str, file_name: str) -> bytes:
    """Decrypt MindSpore cipher blocks. Raises ValueError naming the file on a wrong key/mode or a damaged file."""

    def fail(why: str):
        if _is_cipher(data):
            head = (
                f"Failed to read the checkpoint file {file_name}. The file may be encrypted or tempered with, "
                "please pass in the correct 'dec_key' or check the file integrity."
            )
        else:
            head = (
                f"Failed to read the checkpoint file {file_name}. May not have permission to read it, please check "
                "the correct of the file."
            )
        return ValueError(f"{head} ({why})")

    if mode not in _MAGIC:
        raise fail(f"'dec_mode' only supports AES-GCM|AES-CBC|SM4-CBC, but got {mode!r}")
    valid = (16,) if mode == "SM4-CBC" else (16, 24, 32)
    if len(key) not in valid:
        raise fail(f"the key length for {mode} must be one of {valid} bytes, but got {len(key)}")
    algorithms, modes, aead, padding = _crypto()
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers import Cipher

    magic = _MAGIC[mode].to_bytes(4, "little")
    gcm = mode == "AES-GCM"
    out = []
    pos = 0
    n = len(data)
    if n == 0:
        raise fail("the file is empty")
    while pos < n:
        if data[pos : pos + 4] != magic:
            raise fail(f"the file is not an encrypted {mode} file (bad block magic at byte {pos})")
        pos += 4
        tag = None
        if gcm:
            tag = data[pos : pos + 16]
            pos += 16
        if pos + 8 > n:
            raise fail("truncated cipher block")
        blen = int.from_bytes(data[pos : pos + 4], "little", signed=True)
        iv_len = int.from_bytes(data[pos + 4 : pos + 8], "little", signed=True)
        pos += 8
        if iv_len != 16 or pos + 16 + 4 > n:
            raise fail("damaged cipher block header")
        iv = data[pos : pos + 16]
        pos += 16
        clen = int.from_bytes(data[pos : pos + 4], "little", signed=True)
        pos += 4
        if clen < 0 or blen != 4 + 16 + 4 + clen or pos + clen > n:
            raise fail("damaged or truncated cipher block")
        cipher = data[pos : pos + clen]
        pos += clen
        try:
            if gcm:
                out.append(aead.AESGCM(key).decrypt(iv[:12], cipher + tag, None))
            else:
                algo = algorithms.AES(key) if mode == "AES-CBC" else algorithms.SM4(key)
                dec = Cipher(algo, modes.CBC(iv)).decryptor()
                padded = dec.update(cipher) + dec.finalize()
                unpadder = padding.PKCS7(128).unpadder()
                out.append(unpadder.update(padded) + unpadder.finalize())
        except (InvalidTag, ValueError) as e:
            raise fail("decryption failed: wrong key or mode, or the file was modified") from e
    return b"".join(out)
