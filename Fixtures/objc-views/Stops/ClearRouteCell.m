#import <UIKit/UIKit.h>

@interface ClearRouteCell : UITableViewCell
@end

@implementation ClearRouteCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
        self.backgroundColor = [UIColor clearColor];
        self.contentView.backgroundColor = [UIColor clearColor];
        UILabel *route = [[UILabel alloc] init];
        route.textColor = [UIColor labelColor];
        [self.contentView addSubview:route];
    }
    return self;
}

@end
