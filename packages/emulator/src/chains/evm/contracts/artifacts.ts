// Written by scripts/compileContracts.ts from the .sol files beside it: do not edit.

/** FoyerUsdc.sol, compiled by solc 0.8.28+commit.7893614a.Emscripten.clang. */
export const usdc = {
  abi: [
    {
      inputs: [],
      stateMutability: 'nonpayable',
      type: 'constructor',
    },
    {
      anonymous: false,
      inputs: [
        {
          indexed: true,
          internalType: 'address',
          name: 'owner',
          type: 'address',
        },
        {
          indexed: true,
          internalType: 'address',
          name: 'spender',
          type: 'address',
        },
        {
          indexed: false,
          internalType: 'uint256',
          name: 'value',
          type: 'uint256',
        },
      ],
      name: 'Approval',
      type: 'event',
    },
    {
      anonymous: false,
      inputs: [
        {
          indexed: true,
          internalType: 'address',
          name: 'from',
          type: 'address',
        },
        {
          indexed: true,
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          indexed: false,
          internalType: 'uint256',
          name: 'value',
          type: 'uint256',
        },
      ],
      name: 'Transfer',
      type: 'event',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: '',
          type: 'address',
        },
        {
          internalType: 'address',
          name: '',
          type: 'address',
        },
      ],
      name: 'allowance',
      outputs: [
        {
          internalType: 'uint256',
          name: '',
          type: 'uint256',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'spender',
          type: 'address',
        },
        {
          internalType: 'uint256',
          name: 'value',
          type: 'uint256',
        },
      ],
      name: 'approve',
      outputs: [
        {
          internalType: 'bool',
          name: '',
          type: 'bool',
        },
      ],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: '',
          type: 'address',
        },
      ],
      name: 'balanceOf',
      outputs: [
        {
          internalType: 'uint256',
          name: '',
          type: 'uint256',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [],
      name: 'decimals',
      outputs: [
        {
          internalType: 'uint8',
          name: '',
          type: 'uint8',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          internalType: 'uint256',
          name: 'value',
          type: 'uint256',
        },
      ],
      name: 'mint',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [],
      name: 'name',
      outputs: [
        {
          internalType: 'string',
          name: '',
          type: 'string',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [],
      name: 'owner',
      outputs: [
        {
          internalType: 'address',
          name: '',
          type: 'address',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [],
      name: 'symbol',
      outputs: [
        {
          internalType: 'string',
          name: '',
          type: 'string',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [],
      name: 'totalSupply',
      outputs: [
        {
          internalType: 'uint256',
          name: '',
          type: 'uint256',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          internalType: 'uint256',
          name: 'value',
          type: 'uint256',
        },
      ],
      name: 'transfer',
      outputs: [
        {
          internalType: 'bool',
          name: '',
          type: 'bool',
        },
      ],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'from',
          type: 'address',
        },
        {
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          internalType: 'uint256',
          name: 'value',
          type: 'uint256',
        },
      ],
      name: 'transferFrom',
      outputs: [
        {
          internalType: 'bool',
          name: '',
          type: 'bool',
        },
      ],
      stateMutability: 'nonpayable',
      type: 'function',
    },
  ],
  bytecode:
    '0x60a0604052348015600e575f5ffd5b50336080526080516107316100325f395f8181610194015261036901526107315ff3fe608060405234801561000f575f5ffd5b50600436106100a6575f3560e01c806340c10f191161006e57806340c10f191461015b57806370a08231146101705780638da5cb5b1461018f57806395d89b41146101ce578063a9059cbb146101f1578063dd62ed3e14610204575f5ffd5b806306fdde03146100aa578063095ea7b3146100f557806318160ddd1461011857806323b872dd1461012e578063313ce56714610141575b5f5ffd5b6100df6040518060400160405280601681526020017555534420436f696e2028466f796572204c6f63616c2960501b81525081565b6040516100ec91906105f4565b60405180910390f35b610108610103366004610644565b61022e565b60405190151581526020016100ec565b6101205f5481565b6040519081526020016100ec565b61010861013c36600461066c565b61029a565b610149600681565b60405160ff90911681526020016100ec565b61016e610169366004610644565b61035e565b005b61012061017e3660046106a6565b60016020525f908152604090205481565b6101b67f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100ec565b6100df604051806040016040528060048152602001635553444360e01b81525081565b6101086101ff366004610644565b61045b565b6101206102123660046106c6565b600260209081525f928352604080842090915290825290205481565b335f8181526002602090815260408083206001600160a01b038716808552925280832085905551919290917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925906102889086815260200190565b60405180910390a35060015b92915050565b6001600160a01b0383165f9081526002602090815260408083203384529091528120545f198114610348578281101561031a5760405162461bcd60e51b815260206004820152601d60248201527f45524332303a20696e73756666696369656e7420616c6c6f77616e636500000060448201526064015b60405180910390fd5b610324838261070b565b6001600160a01b0386165f9081526002602090815260408083203384529091529020555b610353858585610470565b506001949350505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146103d65760405162461bcd60e51b815260206004820152601a60248201527f555344433a206f6e6c7920746865206f776e6572206d696e74730000000000006044820152606401610311565b805f5f8282546103e6919061071e565b90915550506001600160a01b0382165f908152600160205260408120805483929061041290849061071e565b90915550506040518181526001600160a01b038316905f907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef9060200160405180910390a35050565b5f610467338484610470565b50600192915050565b6001600160a01b0382166104d25760405162461bcd60e51b815260206004820152602360248201527f45524332303a207472616e7366657220746f20746865207a65726f206164647260448201526265737360e81b6064820152608401610311565b6001600160a01b0383165f908152600160205260409020548111156105485760405162461bcd60e51b815260206004820152602660248201527f45524332303a207472616e7366657220616d6f756e7420657863656564732062604482015265616c616e636560d01b6064820152608401610311565b6001600160a01b0383165f908152600160205260408120805483929061056f90849061070b565b90915550506001600160a01b0382165f908152600160205260408120805483929061059b90849061071e565b92505081905550816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef836040516105e791815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b038116811461063f575f5ffd5b919050565b5f5f60408385031215610655575f5ffd5b61065e83610629565b946020939093013593505050565b5f5f5f6060848603121561067e575f5ffd5b61068784610629565b925061069560208501610629565b929592945050506040919091013590565b5f602082840312156106b6575f5ffd5b6106bf82610629565b9392505050565b5f5f604083850312156106d7575f5ffd5b6106e083610629565b91506106ee60208401610629565b90509250929050565b634e487b7160e01b5f52601160045260245ffd5b81810381811115610294576102946106f7565b80820180821115610294576102946106f756',
} as const;

/** FoyerNft.sol, compiled by solc 0.8.28+commit.7893614a.Emscripten.clang. */
export const nft721 = {
  abi: [
    {
      anonymous: false,
      inputs: [
        {
          indexed: true,
          internalType: 'address',
          name: 'owner',
          type: 'address',
        },
        {
          indexed: true,
          internalType: 'address',
          name: 'approved',
          type: 'address',
        },
        {
          indexed: true,
          internalType: 'uint256',
          name: 'tokenId',
          type: 'uint256',
        },
      ],
      name: 'Approval',
      type: 'event',
    },
    {
      anonymous: false,
      inputs: [
        {
          indexed: true,
          internalType: 'address',
          name: 'owner',
          type: 'address',
        },
        {
          indexed: true,
          internalType: 'address',
          name: 'operator',
          type: 'address',
        },
        {
          indexed: false,
          internalType: 'bool',
          name: 'approved',
          type: 'bool',
        },
      ],
      name: 'ApprovalForAll',
      type: 'event',
    },
    {
      anonymous: false,
      inputs: [
        {
          indexed: true,
          internalType: 'address',
          name: 'from',
          type: 'address',
        },
        {
          indexed: true,
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          indexed: true,
          internalType: 'uint256',
          name: 'tokenId',
          type: 'uint256',
        },
      ],
      name: 'Transfer',
      type: 'event',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          internalType: 'uint256',
          name: 'tokenId',
          type: 'uint256',
        },
      ],
      name: 'approve',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: '',
          type: 'address',
        },
      ],
      name: 'balanceOf',
      outputs: [
        {
          internalType: 'uint256',
          name: '',
          type: 'uint256',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'uint256',
          name: '',
          type: 'uint256',
        },
      ],
      name: 'getApproved',
      outputs: [
        {
          internalType: 'address',
          name: '',
          type: 'address',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: '',
          type: 'address',
        },
        {
          internalType: 'address',
          name: '',
          type: 'address',
        },
      ],
      name: 'isApprovedForAll',
      outputs: [
        {
          internalType: 'bool',
          name: '',
          type: 'bool',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
      ],
      name: 'mint',
      outputs: [
        {
          internalType: 'uint256',
          name: 'tokenId',
          type: 'uint256',
        },
      ],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [],
      name: 'name',
      outputs: [
        {
          internalType: 'string',
          name: '',
          type: 'string',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [],
      name: 'nextTokenId',
      outputs: [
        {
          internalType: 'uint256',
          name: '',
          type: 'uint256',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'uint256',
          name: 'tokenId',
          type: 'uint256',
        },
      ],
      name: 'ownerOf',
      outputs: [
        {
          internalType: 'address',
          name: '',
          type: 'address',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'from',
          type: 'address',
        },
        {
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          internalType: 'uint256',
          name: 'tokenId',
          type: 'uint256',
        },
      ],
      name: 'safeTransferFrom',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'from',
          type: 'address',
        },
        {
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          internalType: 'uint256',
          name: 'tokenId',
          type: 'uint256',
        },
        {
          internalType: 'bytes',
          name: 'data',
          type: 'bytes',
        },
      ],
      name: 'safeTransferFrom',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'operator',
          type: 'address',
        },
        {
          internalType: 'bool',
          name: 'approved',
          type: 'bool',
        },
      ],
      name: 'setApprovalForAll',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'bytes4',
          name: 'id',
          type: 'bytes4',
        },
      ],
      name: 'supportsInterface',
      outputs: [
        {
          internalType: 'bool',
          name: '',
          type: 'bool',
        },
      ],
      stateMutability: 'pure',
      type: 'function',
    },
    {
      inputs: [],
      name: 'symbol',
      outputs: [
        {
          internalType: 'string',
          name: '',
          type: 'string',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'uint256',
          name: 'tokenId',
          type: 'uint256',
        },
      ],
      name: 'tokenURI',
      outputs: [
        {
          internalType: 'string',
          name: '',
          type: 'string',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'from',
          type: 'address',
        },
        {
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          internalType: 'uint256',
          name: 'tokenId',
          type: 'uint256',
        },
      ],
      name: 'transferFrom',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
  ],
  bytecode:
    '0x608060405260015f553480156012575f5ffd5b50610c9b806100205f395ff3fe608060405234801561000f575f5ffd5b50600436106100f0575f3560e01c80636a62784211610093578063a22cb46511610063578063a22cb4651461024f578063b88d4fde14610262578063c87b56dd14610275578063e985e9c514610288575f5ffd5b80636a627842146101e457806370a082311461020557806375794a3c1461022457806395d89b411461022c575f5ffd5b8063095ea7b3116100ce578063095ea7b31461019657806323b872dd146101ab57806342842e0e146101be5780636352211e146101d1575f5ffd5b806301ffc9a7146100f457806306fdde031461011c578063081812fc14610156575b5f5ffd5b610107610102366004610946565b6102b5565b60405190151581526020015b60405180910390f35b6101496040518060400160405280600e81526020016d119bde595c8815195cdd0813919560921b81525081565b6040516101139190610996565b61017e6101643660046109a8565b60036020525f90815260409020546001600160a01b031681565b6040516001600160a01b039091168152602001610113565b6101a96101a43660046109da565b610306565b005b6101a96101b9366004610a02565b6103cb565b6101a96101cc366004610a02565b6105e4565b61017e6101df3660046109a8565b610603565b6101f76101f2366004610a3c565b610663565b604051908152602001610113565b6101f7610213366004610a3c565b60026020525f908152604090205481565b6101f75f5481565b610149604051806040016040528060048152602001631193919560e21b81525081565b6101a961025d366004610a55565b610757565b6101a9610270366004610aa2565b6107c2565b6101496102833660046109a8565b6108b9565b610107610296366004610b7f565b600460209081525f928352604080842090915290825290205460ff1681565b5f6301ffc9a760e01b6001600160e01b0319831614806102e557506380ac58cd60e01b6001600160e01b03198316145b806103005750635b5e139f60e01b6001600160e01b03198316145b92915050565b5f61031082610603565b9050336001600160a01b038216148061034b57506001600160a01b0381165f90815260046020908152604080832033845290915290205460ff165b6103705760405162461bcd60e51b815260040161036790610bb0565b60405180910390fd5b5f8281526003602052604080822080546001600160a01b0319166001600160a01b0387811691821790925591518593918516917f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92591a4505050565b826001600160a01b03166103de82610603565b6001600160a01b03161461043e5760405162461bcd60e51b815260206004820152602160248201527f4552433732313a207472616e736665722066726f6d2061206e6f6e2d6f776e656044820152603960f91b6064820152608401610367565b6001600160a01b0382166104a05760405162461bcd60e51b8152602060048201526024808201527f4552433732313a207472616e7366657220746f20746865207a65726f206164646044820152637265737360e01b6064820152608401610367565b336001600160a01b03841614806104cc57505f818152600360205260409020546001600160a01b031633145b806104f957506001600160a01b0383165f90815260046020908152604080832033845290915290205460ff165b6105155760405162461bcd60e51b815260040161036790610bb0565b5f81815260036020908152604080832080546001600160a01b03191690556001600160a01b038616835260029091528120805460019290610557908490610c06565b90915550506001600160a01b0382165f908152600260205260408120805460019290610584908490610c19565b90915550505f8181526001602052604080822080546001600160a01b0319166001600160a01b0386811691821790925591518493918716917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91a4505050565b6105fe83838360405180602001604052805f8152506107c2565b505050565b5f818152600160205260408120546001600160a01b0316806103005760405162461bcd60e51b815260206004820152601960248201527822a9219b99189d103737b732bc34b9ba32b73a103a37b5b2b760391b6044820152606401610367565b5f6001600160a01b0382166106ba5760405162461bcd60e51b815260206004820181905260248201527f4552433732313a206d696e7420746f20746865207a65726f20616464726573736044820152606401610367565b5f805490806106c883610c2c565b909155505f81815260016020818152604080842080546001600160a01b0319166001600160a01b03891690811790915584526002909152822080549394509092909190610716908490610c19565b909155505060405181906001600160a01b038416905f907fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef908290a4919050565b335f8181526004602090815260408083206001600160a01b03871680855290835292819020805460ff191686151590811790915590519081529192917f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31910160405180910390a35050565b6107cd8484846103cb565b6001600160a01b0383163b156108b357604051630a85bd0160e11b808252906001600160a01b0385169063150b7a0290610811903390899088908890600401610c44565b6020604051808303815f875af115801561082d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108519190610c80565b6001600160e01b031916146108b35760405162461bcd60e51b815260206004820152602260248201527f4552433732313a207472616e7366657220746f2061206e6f6e2d72656365697660448201526132b960f11b6064820152608401610367565b50505050565b5f818152600160205260409020546060906001600160a01b031661091b5760405162461bcd60e51b815260206004820152601960248201527822a9219b99189d103737b732bc34b9ba32b73a103a37b5b2b760391b6044820152606401610367565b505060408051602081019091525f815290565b6001600160e01b031981168114610943575f5ffd5b50565b5f60208284031215610956575f5ffd5b81356109618161092e565b9392505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6109616020830184610968565b5f602082840312156109b8575f5ffd5b5035919050565b80356001600160a01b03811681146109d5575f5ffd5b919050565b5f5f604083850312156109eb575f5ffd5b6109f4836109bf565b946020939093013593505050565b5f5f5f60608486031215610a14575f5ffd5b610a1d846109bf565b9250610a2b602085016109bf565b929592945050506040919091013590565b5f60208284031215610a4c575f5ffd5b610961826109bf565b5f5f60408385031215610a66575f5ffd5b610a6f836109bf565b915060208301358015158114610a83575f5ffd5b809150509250929050565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f60808587031215610ab5575f5ffd5b610abe856109bf565b9350610acc602086016109bf565b925060408501359150606085013567ffffffffffffffff811115610aee575f5ffd5b8501601f81018713610afe575f5ffd5b803567ffffffffffffffff811115610b1857610b18610a8e565b604051601f8201601f19908116603f0116810167ffffffffffffffff81118282101715610b4757610b47610a8e565b604052818152828201602001891015610b5e575f5ffd5b816020840160208301375f6020838301015280935050505092959194509250565b5f5f60408385031215610b90575f5ffd5b610b99836109bf565b9150610ba7602084016109bf565b90509250929050565b60208082526022908201527f4552433732313a206e6f7420746865206f776e6572206e6f7220617070726f76604082015261195960f21b606082015260800190565b634e487b7160e01b5f52601160045260245ffd5b8181038181111561030057610300610bf2565b8082018082111561030057610300610bf2565b5f60018201610c3d57610c3d610bf2565b5060010190565b6001600160a01b03858116825284166020820152604081018390526080606082018190525f90610c7690830184610968565b9695505050505050565b5f60208284031215610c90575f5ffd5b81516109618161092e56',
} as const;

/** FoyerMulti.sol, compiled by solc 0.8.28+commit.7893614a.Emscripten.clang. */
export const nft1155 = {
  abi: [
    {
      anonymous: false,
      inputs: [
        {
          indexed: true,
          internalType: 'address',
          name: 'account',
          type: 'address',
        },
        {
          indexed: true,
          internalType: 'address',
          name: 'operator',
          type: 'address',
        },
        {
          indexed: false,
          internalType: 'bool',
          name: 'approved',
          type: 'bool',
        },
      ],
      name: 'ApprovalForAll',
      type: 'event',
    },
    {
      anonymous: false,
      inputs: [
        {
          indexed: true,
          internalType: 'address',
          name: 'operator',
          type: 'address',
        },
        {
          indexed: true,
          internalType: 'address',
          name: 'from',
          type: 'address',
        },
        {
          indexed: true,
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          indexed: false,
          internalType: 'uint256[]',
          name: 'ids',
          type: 'uint256[]',
        },
        {
          indexed: false,
          internalType: 'uint256[]',
          name: 'values',
          type: 'uint256[]',
        },
      ],
      name: 'TransferBatch',
      type: 'event',
    },
    {
      anonymous: false,
      inputs: [
        {
          indexed: true,
          internalType: 'address',
          name: 'operator',
          type: 'address',
        },
        {
          indexed: true,
          internalType: 'address',
          name: 'from',
          type: 'address',
        },
        {
          indexed: true,
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          indexed: false,
          internalType: 'uint256',
          name: 'id',
          type: 'uint256',
        },
        {
          indexed: false,
          internalType: 'uint256',
          name: 'value',
          type: 'uint256',
        },
      ],
      name: 'TransferSingle',
      type: 'event',
    },
    {
      anonymous: false,
      inputs: [
        {
          indexed: false,
          internalType: 'string',
          name: 'value',
          type: 'string',
        },
        {
          indexed: true,
          internalType: 'uint256',
          name: 'id',
          type: 'uint256',
        },
      ],
      name: 'URI',
      type: 'event',
    },
    {
      inputs: [
        {
          internalType: 'uint256',
          name: '',
          type: 'uint256',
        },
        {
          internalType: 'address',
          name: '',
          type: 'address',
        },
      ],
      name: 'balanceOf',
      outputs: [
        {
          internalType: 'uint256',
          name: '',
          type: 'uint256',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address[]',
          name: 'accounts',
          type: 'address[]',
        },
        {
          internalType: 'uint256[]',
          name: 'ids',
          type: 'uint256[]',
        },
      ],
      name: 'balanceOfBatch',
      outputs: [
        {
          internalType: 'uint256[]',
          name: 'balances',
          type: 'uint256[]',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: '',
          type: 'address',
        },
        {
          internalType: 'address',
          name: '',
          type: 'address',
        },
      ],
      name: 'isApprovedForAll',
      outputs: [
        {
          internalType: 'bool',
          name: '',
          type: 'bool',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          internalType: 'uint256',
          name: 'id',
          type: 'uint256',
        },
        {
          internalType: 'uint256',
          name: 'value',
          type: 'uint256',
        },
      ],
      name: 'mint',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [],
      name: 'name',
      outputs: [
        {
          internalType: 'string',
          name: '',
          type: 'string',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'from',
          type: 'address',
        },
        {
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          internalType: 'uint256[]',
          name: 'ids',
          type: 'uint256[]',
        },
        {
          internalType: 'uint256[]',
          name: 'values',
          type: 'uint256[]',
        },
        {
          internalType: 'bytes',
          name: 'data',
          type: 'bytes',
        },
      ],
      name: 'safeBatchTransferFrom',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'from',
          type: 'address',
        },
        {
          internalType: 'address',
          name: 'to',
          type: 'address',
        },
        {
          internalType: 'uint256',
          name: 'id',
          type: 'uint256',
        },
        {
          internalType: 'uint256',
          name: 'value',
          type: 'uint256',
        },
        {
          internalType: 'bytes',
          name: 'data',
          type: 'bytes',
        },
      ],
      name: 'safeTransferFrom',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'address',
          name: 'operator',
          type: 'address',
        },
        {
          internalType: 'bool',
          name: 'approved',
          type: 'bool',
        },
      ],
      name: 'setApprovalForAll',
      outputs: [],
      stateMutability: 'nonpayable',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'bytes4',
          name: 'id',
          type: 'bytes4',
        },
      ],
      name: 'supportsInterface',
      outputs: [
        {
          internalType: 'bool',
          name: '',
          type: 'bool',
        },
      ],
      stateMutability: 'pure',
      type: 'function',
    },
    {
      inputs: [],
      name: 'symbol',
      outputs: [
        {
          internalType: 'string',
          name: '',
          type: 'string',
        },
      ],
      stateMutability: 'view',
      type: 'function',
    },
    {
      inputs: [
        {
          internalType: 'uint256',
          name: '',
          type: 'uint256',
        },
      ],
      name: 'uri',
      outputs: [
        {
          internalType: 'string',
          name: '',
          type: 'string',
        },
      ],
      stateMutability: 'pure',
      type: 'function',
    },
  ],
  bytecode:
    '0x6080604052348015600e575f5ffd5b50610faa8061001c5f395ff3fe608060405234801561000f575f5ffd5b50600436106100a6575f3560e01c80633656eec21161006e5780633656eec2146101565780634e1273f41461018b57806395d89b41146101ab578063a22cb465146101d0578063e985e9c5146101e3578063f242432a14610210575f5ffd5b806301ffc9a7146100aa57806306fdde03146100d25780630e89341c1461010e578063156e29f61461012e5780632eb2c2d614610143575b5f5ffd5b6100bd6100b83660046109f5565b610223565b60405190151581526020015b60405180910390f35b6101016040518060400160405280601081526020016f466f7965722054657374204d756c746960801b81525081565b6040516100c99190610a17565b61010161011c366004610a4c565b5060408051602081019091525f815290565b61014161013c366004610a7e565b610274565b005b610141610151366004610b34565b61035a565b61017d610164366004610bf3565b5f60208181529281526040808220909352908152205481565b6040519081526020016100c9565b61019e610199366004610c1d565b61052a565b6040516100c99190610c89565b61010160405180604001604052806006815260200165464d554c544960d01b81525081565b6101416101de366004610ccb565b61067a565b6100bd6101f1366004610d04565b600160209081525f928352604080842090915290825290205460ff1681565b61014161021e366004610d2c565b6106e5565b5f6301ffc9a760e01b6001600160e01b0319831614806102535750636cdb3d1360e11b6001600160e01b03198316145b8061026e57506303a24d0760e21b6001600160e01b03198316145b92915050565b6001600160a01b0383166102d95760405162461bcd60e51b815260206004820152602160248201527f455243313135353a206d696e7420746f20746865207a65726f206164647265736044820152607360f81b60648201526084015b60405180910390fd5b5f828152602081815260408083206001600160a01b038716845290915281208054839290610308908490610db3565b909155505060408051838152602081018390526001600160a01b038516915f9133917fc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62910160405180910390a4505050565b8483146103b95760405162461bcd60e51b815260206004820152602760248201527f455243313135353a2069647320616e642076616c756573206c656e677468206d6044820152660d2e6dac2e8c6d60cb1b60648201526084016102d0565b6103c388886107fd565b5f5b858110156104115761040989898989858181106103e4576103e4610dc6565b905060200201358888868181106103fd576103fd610dc6565b90506020020135610900565b6001016103c5565b50866001600160a01b0316886001600160a01b0316336001600160a01b03167f4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb898989896040516104659493929190610e0a565b60405180910390a46001600160a01b0387163b156105205760405163bc197c8160e01b808252906001600160a01b0389169063bc197c81906104b99033908d908c908c908c908c908c908c90600401610e63565b6020604051808303815f875af11580156104d5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104f99190610ec6565b6001600160e01b031916146105205760405162461bcd60e51b81526004016102d090610ee1565b5050505050505050565b606083821461058d5760405162461bcd60e51b815260206004820152602960248201527f455243313135353a206163636f756e747320616e6420696473206c656e677468604482015268040dad2e6dac2e8c6d60bb1b60648201526084016102d0565b8367ffffffffffffffff8111156105a6576105a6610f24565b6040519080825280602002602001820160405280156105cf578160200160208202803683370190505b5090505f5b84811015610671575f5f8585848181106105f0576105f0610dc6565b9050602002013581526020019081526020015f205f87878481811061061757610617610dc6565b905060200201602081019061062c9190610f38565b6001600160a01b03166001600160a01b031681526020019081526020015f205482828151811061065e5761065e610dc6565b60209081029190910101526001016105d4565b50949350505050565b335f8181526001602090815260408083206001600160a01b03871680855290835292819020805460ff191686151590811790915590519081529192917f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31910160405180910390a35050565b6106ef86866107fd565b6106fb86868686610900565b60408051858152602081018590526001600160a01b03808816929089169133917fc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62910160405180910390a46001600160a01b0385163b156107f55760405163f23a6e6160e01b808252906001600160a01b0387169063f23a6e619061078e9033908b908a908a908a908a90600401610f51565b6020604051808303815f875af11580156107aa573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107ce9190610ec6565b6001600160e01b031916146107f55760405162461bcd60e51b81526004016102d090610ee1565b505050505050565b6001600160a01b0381166108615760405162461bcd60e51b815260206004820152602560248201527f455243313135353a207472616e7366657220746f20746865207a65726f206164604482015264647265737360d81b60648201526084016102d0565b6001600160a01b03821633148061089a57506001600160a01b0382165f90815260016020908152604080832033845290915290205460ff165b6108fc5760405162461bcd60e51b815260206004820152602d60248201527f455243313135353a2063616c6c6572206973206e6f7420746865206f776e657260448201526c081b9bdc88185c1c1c9bdd9959609a1b60648201526084016102d0565b5050565b5f828152602081815260408083206001600160a01b038816845290915290205481111561096f5760405162461bcd60e51b815260206004820152601d60248201527f455243313135353a20696e73756666696369656e742062616c616e636500000060448201526064016102d0565b5f828152602081815260408083206001600160a01b03881684529091528120805483929061099e908490610f97565b90915550505f828152602081815260408083206001600160a01b0387168452909152812080548392906109d2908490610db3565b909155505050505050565b6001600160e01b0319811681146109f2575f5ffd5b50565b5f60208284031215610a05575f5ffd5b8135610a10816109dd565b9392505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f60208284031215610a5c575f5ffd5b5035919050565b80356001600160a01b0381168114610a79575f5ffd5b919050565b5f5f5f60608486031215610a90575f5ffd5b610a9984610a63565b95602085013595506040909401359392505050565b5f5f83601f840112610abe575f5ffd5b50813567ffffffffffffffff811115610ad5575f5ffd5b6020830191508360208260051b8501011115610aef575f5ffd5b9250929050565b5f5f83601f840112610b06575f5ffd5b50813567ffffffffffffffff811115610b1d575f5ffd5b602083019150836020828501011115610aef575f5ffd5b5f5f5f5f5f5f5f5f60a0898b031215610b4b575f5ffd5b610b5489610a63565b9750610b6260208a01610a63565b9650604089013567ffffffffffffffff811115610b7d575f5ffd5b610b898b828c01610aae565b909750955050606089013567ffffffffffffffff811115610ba8575f5ffd5b610bb48b828c01610aae565b909550935050608089013567ffffffffffffffff811115610bd3575f5ffd5b610bdf8b828c01610af6565b999c989b5096995094979396929594505050565b5f5f60408385031215610c04575f5ffd5b82359150610c1460208401610a63565b90509250929050565b5f5f5f5f60408587031215610c30575f5ffd5b843567ffffffffffffffff811115610c46575f5ffd5b610c5287828801610aae565b909550935050602085013567ffffffffffffffff811115610c71575f5ffd5b610c7d87828801610aae565b95989497509550505050565b602080825282518282018190525f918401906040840190835b81811015610cc0578351835260209384019390920191600101610ca2565b509095945050505050565b5f5f60408385031215610cdc575f5ffd5b610ce583610a63565b915060208301358015158114610cf9575f5ffd5b809150509250929050565b5f5f60408385031215610d15575f5ffd5b610d1e83610a63565b9150610c1460208401610a63565b5f5f5f5f5f5f60a08789031215610d41575f5ffd5b610d4a87610a63565b9550610d5860208801610a63565b94506040870135935060608701359250608087013567ffffffffffffffff811115610d81575f5ffd5b610d8d89828a01610af6565b979a9699509497509295939492505050565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561026e5761026e610d9f565b634e487b7160e01b5f52603260045260245ffd5b8183525f6001600160fb1b03831115610df1575f5ffd5b8260051b80836020870137939093016020019392505050565b604081525f610e1d604083018688610dda565b8281036020840152610e30818587610dda565b979650505050505050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b6001600160a01b0389811682528816602082015260a0604082018190525f90610e8f908301888a610dda565b8281036060840152610ea2818789610dda565b90508281036080840152610eb7818587610e3b565b9b9a5050505050505050505050565b5f60208284031215610ed6575f5ffd5b8151610a10816109dd565b60208082526023908201527f455243313135353a207472616e7366657220746f2061206e6f6e2d72656365696040820152623b32b960e91b606082015260800190565b634e487b7160e01b5f52604160045260245ffd5b5f60208284031215610f48575f5ffd5b610a1082610a63565b6001600160a01b03878116825286166020820152604081018590526060810184905260a0608082018190525f90610f8b9083018486610e3b565b98975050505050505050565b8181038181111561026e5761026e610d9f56',
} as const;
