#import <UIKit/UIKit.h>

@interface VaultManager : NSObject

+ (VaultManager *)sharedInstance;
- (void)openVaultNamed:(NSString *)name animated:(BOOL)animated;

@end
