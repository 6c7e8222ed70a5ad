#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Every list cell of the app derives from this one, which applies the theme once its nib is loaded.
@interface BaseCell : UITableViewCell

@property (nonatomic, weak, nullable) IBOutlet UILabel *titleLabel;

- (void)customizeRendering NS_REQUIRES_SUPER;

@end

NS_ASSUME_NONNULL_END
