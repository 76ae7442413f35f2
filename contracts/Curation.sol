// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20Like {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// Support in a stablecoin. A supporter pays an author straight to the author's wallet
/// (curate), or, when the author has linked no wallet yet, into this contract under the
/// author's site id (curateToVault); the site's operator later sends what is locked there to
/// the wallet the author links (withdraw), so the author never has to trust anyone else's key
/// with the address. The site confirms each payment by the token's own Transfer event, and a
/// vault deposit also by CuratedToVault (which names whose it is).
contract Curation {
    /// The site's key that may release locked tokens, and only to what the site says is the
    /// author's wallet: it can never send them anywhere for itself without a site record.
    address public immutable operator;

    /// What supporters locked for each author (keccak256 of the author's site id), per token.
    mapping(bytes32 => mapping(address => uint256)) public lockedBalance;

    event Curated(address indexed from, address indexed to, address indexed token, string uri, uint256 amount);
    event CuratedToVault(address indexed from, bytes32 indexed uid, address indexed token, string uri, uint256 amount);
    event Withdrawn(bytes32 indexed uid, address indexed to, address indexed token, uint256 amount);

    constructor(address operator_) {
        operator = operator_;
    }

    function curate(address to, IERC20Like token, uint256 amount, string calldata uri) external {
        require(to != address(0) && to != msg.sender, "bad recipient");
        require(amount > 0, "nothing to pay");
        require(token.transferFrom(msg.sender, to, amount), "transfer refused");
        emit Curated(msg.sender, to, address(token), uri, amount);
    }

    function curateToVault(bytes32 uid, IERC20Like token, uint256 amount, string calldata uri) external {
        require(amount > 0, "nothing to pay");
        // counted before the transfer: a token calling back in sees the new total, never a stale one
        lockedBalance[uid][address(token)] += amount;
        require(token.transferFrom(msg.sender, address(this), amount), "transfer refused");
        emit CuratedToVault(msg.sender, uid, address(token), uri, amount);
    }

    function withdraw(bytes32 uid, IERC20Like token, address to) external returns (uint256 amount) {
        require(msg.sender == operator, "only the operator");
        require(to != address(0), "bad recipient");
        amount = lockedBalance[uid][address(token)];
        require(amount > 0, "nothing locked");
        lockedBalance[uid][address(token)] = 0;
        require(token.transfer(to, amount), "transfer refused");
        emit Withdrawn(uid, to, address(token), amount);
    }
}
