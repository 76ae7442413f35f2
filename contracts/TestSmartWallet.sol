// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The smallest smart-contract account for Sign-In with Ethereum tests: it has no key of its
/// own and answers ERC-1271's isValidSignature for what its owner (an ordinary key) signed.
/// The hash is checked as given: an owner's personal_sign of a message is over the same
/// EIP-191 hash that a verifier passes here.
contract TestSmartWallet {
    bytes4 private constant MAGIC_VALUE = 0x1626ba7e; // bytes4(keccak256("isValidSignature(bytes32,bytes)"))
    bytes4 private constant INVALID = 0xffffffff;

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        // the lower half of s only (EIP-2), as OpenZeppelin's ECDSA does: no malleable copies
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) return INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : INVALID;
    }
}
