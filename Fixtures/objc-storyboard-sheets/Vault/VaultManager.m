#import "VaultManager.h"
#import "UnlockViewController.h"

@implementation VaultManager

+ (VaultManager *)sharedInstance {
    static VaultManager *shared = nil;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        shared = [[VaultManager alloc] init];
    });
    return shared;
}

- (void)openVaultNamed:(NSString *)name animated:(BOOL)animated {
    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Unlock" bundle:nil];
    UINavigationController *navigationController = [storyboard instantiateInitialViewController];

    UnlockViewController *unlock = (UnlockViewController *)navigationController.topViewController;
    unlock.vaultName = name;

    UIWindow *window = [UIApplication sharedApplication].delegate.window;
    [window.rootViewController presentViewController:navigationController animated:animated completion:nil];
}

@end
